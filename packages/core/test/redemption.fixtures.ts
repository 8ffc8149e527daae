import { createActor, waitFor } from 'xstate';
import type { Redemption, RedemptionListQuery, RedemptionPort, RedemptionUse } from '../src';
import {
  createRedeemKeys,
  createRedemptionMachine,
  getRedemptionView,
  type ListedRedemption,
  type RedemptionEnvironment,
  type RedemptionEvent,
  type RedemptionInput,
} from '../src/redemption';
import { stoppedAfterTest } from './started-actors';

export { type Deferred, deferred, settle } from './async-helpers';

/**
 * The redeem keys of this test file's machines, so a test names an entry by its key: `idOf(key)` is
 * the opaque id the machines list it under.
 */
export const redeemKeys = createRedeemKeys();
export const idOf = (redeemKey: string): string => redeemKeys.idOf(redeemKey);

/**
 * Opens the entry `id` as a member does: `REDEMPTION.OPEN`, then `REDEMPTION.CONFIRM` when the flow asks
 * first (a Free or Deal voucher, which its use spends).
 */
export function openEntry(
  actor: { send(event: RedemptionEvent): void; getSnapshot(): { value: unknown } },
  id: string,
): void {
  actor.send({ type: 'REDEMPTION.OPEN', id });
  const { value } = actor.getSnapshot();
  if ((value as { entry?: string }).entry === 'confirming') actor.send({ type: 'REDEMPTION.CONFIRM' });
}

/** Entries as the page-loading actor outputs them: the key becomes an id, serial and message are dropped. */
export function listed(entries: Redemption[]): ListedRedemption[] {
  return entries.map(({ redeemKey, serial: _serial, message: _message, ...shown }) => ({
    id: idOf(redeemKey),
    ...shown,
  }));
}

/** Server clock of the fixtures, epoch ms. */
export const serverNow = Date.UTC(2025, 0, 15, 9, 0, 0);

/** A history entry with sensible defaults: a ready Free voucher expiring in an hour. */
export function redemption(overrides: Partial<Redemption> & { redeemKey: string }): Redemption {
  return {
    name: `Reward ${overrides.redeemKey}`,
    campaignType: 'free',
    campaignTypeCode: 1,
    status: 'ready',
    serial: `SERIAL-${overrides.redeemKey}`,
    symbology: 'qr',
    contentKind: 'text',
    message: 'Show this code at the counter',
    redeemedAt: serverNow - 86_400_000,
    expiresAt: serverNow + 3_600_000,
    serverNow,
    ...overrides,
  };
}

/** One entry of every display branch of the contract's table (section 2.2). */
export const everyKind = {
  free: redemption({ redeemKey: 'free-ready' }),
  deal: redemption({ redeemKey: 'deal-ready', campaignType: 'deal', symbology: 'code128' }),
  freeUsed: redemption({ redeemKey: 'free-used', status: 'used' }),
  dealExpired: redemption({ redeemKey: 'deal-expired', campaignType: 'deal', status: 'expired' }),
  drawPending: redemption({ redeemKey: 'draw-pending', campaignType: 'draw', status: 'drawPending' }),
  drawWon: redemption({ redeemKey: 'draw-won', campaignType: 'draw', status: 'drawWon' }),
  drawLost: redemption({ redeemKey: 'draw-lost', campaignType: 'draw', status: 'drawLost' }),
  web: redemption({
    redeemKey: 'web',
    campaignType: 'interface',
    status: 'entitled',
    url: 'https://rewards.example.com/pass/1',
    expiresAt: undefined,
  }),
  other: redemption({ redeemKey: 'other', campaignType: 'other' }),
  shipped: redemption({ redeemKey: 'parcel-shipped', status: 'shipped', trackingNumber: 'TH0001' }),
  delivered: redemption({ redeemKey: 'parcel-delivered', status: 'delivered', trackingNumber: 'TH0002' }),
  webExpired: redemption({
    redeemKey: 'web-expired',
    campaignType: 'interface',
    status: 'expired',
    url: 'https://rewards.example.com/pass/2',
  }),
  drawExpired: redemption({ redeemKey: 'draw-expired', campaignType: 'draw', status: 'expired' }),
} satisfies Record<string, Redemption>;

/** Addresses no web view may ever be given, with the default policy (any https host). */
export const unsafeUrls = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'http://rewards.example.com/pass',
  'http://192.168.1.10/pass',
  'ftp://rewards.example.com/pass',
  'https://trusted.example.com@evil.example.net/',
  'https://user:secret@rewards.example.com/',
  '//rewards.example.com/pass',
  '/relative/path',
  'not a url',
  'https://',
  '',
] as const;

/** A fake port that records every call and answers with the handlers given. */
export interface FakePort {
  client: RedemptionPort;
  /** Every `redemptions.list` query, in order. */
  listCalls: RedemptionListQuery[];
  /** The redeem key of every `redemptions.use` call, in order. */
  useCalls: string[];
}

export interface FakePortHandlers {
  list?: (query: RedemptionListQuery) => Promise<Redemption[]>;
  use?: (redeemKey: string) => Promise<RedemptionUse>;
}

export function fakePort(handlers: FakePortHandlers = {}): FakePort {
  const listCalls: RedemptionListQuery[] = [];
  const useCalls: string[] = [];
  const list = handlers.list ?? servedHistory([]);
  const use = handlers.use ?? usedFor([]);
  return {
    listCalls,
    useCalls,
    client: {
      redemptions: {
        list(query) {
          listCalls.push(query);
          return list(query);
        },
        use(redeemKey) {
          useCalls.push(redeemKey);
          return use(redeemKey);
        },
      },
    },
  };
}

/** A list handler serving `entries` with skip/top, each time as fresh copies (as a real client would). */
export function servedHistory(
  entries: readonly Redemption[],
): (query: RedemptionListQuery) => Promise<Redemption[]> {
  return async ({ skip = 0, top = 25 }) => entries.slice(skip, skip + top).map((entry) => ({ ...entry }));
}

/**
 * A use handler answering like the service: the entry's serial and message, a fresh expiry
 * `validForMs` after the server's now. Unknown keys are refused with `not_found`.
 */
export function usedFor(
  entries: readonly Redemption[],
  validForMs = 600_000,
): (redeemKey: string) => Promise<RedemptionUse> {
  return async (redeemKey) => {
    const entry = entries.find((candidate) => candidate.redeemKey === redeemKey);
    if (!entry) throw { kind: 'not_found', status: 404 };
    return {
      serial: `USED-${entry.serial ?? redeemKey}`,
      message: `Used: ${entry.message ?? ''}`,
      expiresAt: serverNow + validForMs,
      serverNow,
    };
  };
}

/**
 * A started actor of the factory-made machine on `port`, with `now` as the environment's clock
 * (default: `Date.now()` read at each call, so fake timers move it).
 */
export function startRedemption(
  port: FakePort,
  input: RedemptionInput = {},
  now: () => number = () => Date.now(),
) {
  return stoppedAfterTest(
    createActor(createRedemptionMachine({ client: port.client, now, redeemKeys }), { input }).start(),
  );
}

/** A started actor of the machine built for `env` (the real client, in the sandbox tests), once its list has loaded. */
export async function loadedHistory(env: RedemptionEnvironment) {
  const actor = stoppedAfterTest(
    createActor(createRedemptionMachine(env), { input: { pageSize: 100 } }).start(),
  );
  await waitFor(actor, (snapshot) => ['end', 'ready'].includes(getRedemptionView(snapshot).listState));
  return actor;
}
