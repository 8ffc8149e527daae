import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Redemption, RedemptionUse } from '../src';
import { createRedemptionMachine, getRedemptionView, type RedemptionView } from '../src/redemption';
import { type Deferred, deferred, everyKind, fakePort, redemption, settle } from './redemption.fixtures';

/*
 * Property: whatever users do and however the service answers, in any order, with reloads from a
 * JSON-persisted snapshot and option changes in between, the number of `use` calls equals the number
 * of opens (and retries) the view said would be accepted, and no address outside the web-view policy
 * ever reaches the view (neither an Interface page nor URL content).
 */

const numRuns = 300;
const pageSize = 3;
const webViewPolicy = { allowedHosts: ['rewards.example.com', 'localhost'] };
/** Both policies the options switch between refuse every address in `unsafe`. */
const strictPolicy = { allowedHosts: ['rewards.example.com'] };

function web(redeemKey: string, url: string): Redemption {
  return redemption({ redeemKey, campaignType: 'interface', status: 'entitled', url, expiresAt: undefined });
}

const unsafe = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://rewards.example.com/plain-http',
  'https://evil.example.net/phish',
  'https://rewards.example.com@evil.example.net/',
  'not a url',
];

// Two versions of the same keys, one safe and one not: a refresh can swap one for the other at any time.
const pool: Redemption[] = [
  everyKind.free,
  everyKind.deal,
  everyKind.freeUsed,
  everyKind.drawWon,
  everyKind.other,
  everyKind.shipped,
  everyKind.delivered,
  everyKind.webExpired,
  everyKind.drawExpired,
  web('web-a', 'https://rewards.example.com/a'),
  web('web-a', unsafe[0] ?? ''),
  web('web-b', 'http://localhost:5173/b'),
  web('web-b', unsafe[1] ?? ''),
  ...unsafe.slice(2).map((url, index) => web(`web-unsafe-${index}`, url)),
];

type Command =
  /** Opens the listed entry at `pick` (modulo the list's length), or a key that was never listed. */
  | { kind: 'open'; pick: number | 'unknown' }
  /** Opens the entry that is open (or was opened last) once more: a double tap. */
  | { kind: 'openAgain' }
  /** The member confirms the voucher asked about. */
  | { kind: 'confirm' }
  | { kind: 'close' | 'retry' | 'refresh' | 'loadMore' }
  | { kind: 'answerList'; page: Redemption[] }
  | { kind: 'failList' }
  | { kind: 'answerUse'; validForMs: number | undefined; content: string | undefined }
  /** The app reloads: the actor is stopped and a new one restored from its JSON-persisted snapshot. */
  | { kind: 'reload' }
  /** The component's options change: the page size, or the web-view policy. */
  | { kind: 'configure'; pageSize: number; strict: boolean }
  | { kind: 'failUse'; voucherExpired: boolean }
  | { kind: 'wait'; ms: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.nat().map((pick): Command => ({ kind: 'open', pick })) },
  fc.constant<Command>({ kind: 'open', pick: 'unknown' }),
  { weight: 2, arbitrary: fc.constant<Command>({ kind: 'openAgain' }) },
  { weight: 2, arbitrary: fc.constant<Command>({ kind: 'confirm' }) },
  fc.constantFrom<Command>({ kind: 'close' }, { kind: 'retry' }, { kind: 'refresh' }, { kind: 'loadMore' }),
  {
    weight: 2,
    arbitrary: fc
      .subarray(pool, { maxLength: pageSize })
      .map((page): Command => ({ kind: 'answerList', page })),
  },
  fc.constant<Command>({ kind: 'failList' }),
  {
    weight: 2,
    arbitrary: fc
      .record({
        validForMs: fc.option(fc.integer({ min: -1_000, max: 4_000 }), { nil: undefined }),
        content: fc.option(fc.constantFrom('https://rewards.example.com/terms', ...unsafe), {
          nil: undefined,
        }),
      })
      .map((answer): Command => ({ kind: 'answerUse', ...answer })),
  },
  fc.constant<Command>({ kind: 'reload' }),
  fc
    .record({ pageSize: fc.constantFrom(pageSize, 2), strict: fc.boolean() })
    .map((options): Command => ({ kind: 'configure', ...options })),
  fc.boolean().map((voucherExpired): Command => ({ kind: 'failUse', voucherExpired })),
  fc.integer({ min: 0, max: 2_500 }).map((ms): Command => ({ kind: 'wait', ms })),
);

function keyToOpen(view: RedemptionView, pick: number | 'unknown'): string {
  if (pick === 'unknown') return 'never-listed';
  return view.entries[pick % Math.max(1, view.entries.length)]?.id ?? 'never-listed';
}

/** The key an open command is about, read from the view before it runs; `undefined` for other commands. */
function keyOf(view: RedemptionView, commandToRun: Command, lastOpened: string): string | undefined {
  if (commandToRun.kind === 'open') return keyToOpen(view, commandToRun.pick);
  if (commandToRun.kind === 'openAgain') return view.opened?.id ?? lastOpened;
  return undefined;
}

/**
 * Whether the view, before the command, says the command starts a use: a retry of a failed one, a
 * confirmation of the voucher asked about, or an open of an entry its use does not spend (a Free or
 * Deal voucher, with its code button, is asked about first).
 */
function isAcceptedOpen(view: RedemptionView, commandToRun: Command, redeemKey: string | undefined): boolean {
  const displayOf = (key: string) => view.entries.find((entry) => entry.id === key)?.display;
  const openable = (key: string) => displayOf(key)?.canOpen === true;
  const { opened } = view;
  if (commandToRun.kind === 'retry')
    return opened?.state === 'failed' && opened.canRetry && openable(opened.id);
  if (commandToRun.kind === 'confirm') return opened?.state === 'confirming' && openable(opened.id);
  if (redeemKey === undefined) return false;
  if (opened?.state === 'using') return false;
  if ((opened?.state === 'open' || opened?.state === 'confirming') && opened.id === redeemKey) return false;
  return openable(redeemKey) && displayOf(redeemKey)?.showsCodeButton === false;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(strings);
}

function expectOnlySafeAddresses(view: RedemptionView): void {
  for (const text of strings(view)) {
    for (const url of unsafe) expect(text).not.toContain(url);
  }
  if (view.opened?.state === 'open' && view.opened.detail.kind === 'webView') {
    expect(view.opened.detail.url).toMatch(/^(https:\/\/rewards\.example\.com\/|http:\/\/localhost:5173\/)/);
  }
  if (view.opened?.state === 'open' && view.opened.detail.kind === 'serial' && view.opened.detail.content) {
    expect(view.opened.detail.content).toEqual({ kind: 'url', url: 'https://rewards.example.com/terms' });
  }
}

describe('redemption machine, properties', () => {
  beforeAll(() => {
    vi.useFakeTimers();
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it(`uses once per accepted open and never shows an unsafe address (${numRuns} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray(pool, { minLength: 1, maxLength: pageSize }),
        fc.array(command, { maxLength: 40 }),
        fc.integer({ min: -7_200_000, max: 7_200_000 }),
        async (firstPage, commands, serverSkewMs) => {
          vi.setSystemTime(Date.UTC(2025, 0, 15));
          const lists: Deferred<Redemption[]>[] = [];
          const uses: Deferred<RedemptionUse>[] = [];
          const port = fakePort({
            list: () => {
              lists.push(deferred());
              return lists.at(-1)?.promise ?? Promise.reject();
            },
            use: () => {
              uses.push(deferred());
              return uses.at(-1)?.promise ?? Promise.reject();
            },
          });
          const machine = createRedemptionMachine({ client: port.client });
          let actor = createActor(machine, { input: { pageSize, webViewPolicy } }).start();
          lists[0]?.resolve(firstPage.map((entry) => ({ ...entry, serverNow: Date.now() + serverSkewMs })));
          await settle();
          let accepted = 0;
          let lastOpened = 'never-listed';
          for (const next of commands) {
            const before = getRedemptionView(actor.getSnapshot());
            const redeemKey = keyOf(before, next, lastOpened);
            if (isAcceptedOpen(before, next, redeemKey)) accepted += 1;
            const serverNow = Date.now() + serverSkewMs;
            switch (next.kind) {
              case 'open':
              case 'openAgain':
                lastOpened = redeemKey ?? lastOpened;
                actor.send({ type: 'REDEMPTION.OPEN', id: lastOpened });
                break;
              case 'confirm':
                actor.send({ type: 'REDEMPTION.CONFIRM' });
                break;
              case 'close':
                actor.send({ type: 'REDEMPTION.CLOSE' });
                break;
              case 'retry':
                actor.send({ type: 'REDEMPTION.RETRY' });
                break;
              case 'refresh':
                actor.send({ type: 'REDEMPTION.REFRESH' });
                break;
              case 'loadMore':
                actor.send({ type: 'REDEMPTION.LOAD_MORE' });
                break;
              case 'answerList':
                lists.at(-1)?.resolve(next.page.map((entry) => ({ ...entry, serverNow })));
                break;
              case 'failList':
                lists.at(-1)?.reject({ kind: 'timeout' });
                break;
              case 'answerUse':
                uses.at(-1)?.resolve({
                  serial: 'USED',
                  serverNow,
                  expiresAt: next.validForMs === undefined ? undefined : serverNow + next.validForMs,
                  ...(next.content === undefined
                    ? {}
                    : { message: next.content, contentKind: 'url' as const }),
                });
                break;
              case 'reload': {
                const persisted = JSON.stringify(actor.getPersistedSnapshot());
                actor.stop();
                actor = createActor(machine, { snapshot: JSON.parse(persisted) }).start();
                break;
              }
              case 'configure':
                actor.send({
                  type: 'REDEMPTION.CONFIGURE',
                  options: {
                    pageSize: next.pageSize,
                    webViewPolicy: next.strict ? strictPolicy : webViewPolicy,
                  },
                });
                break;
              case 'failUse':
                uses
                  .at(-1)
                  ?.reject(
                    next.voucherExpired
                      ? { kind: 'code_expired', status: 409, id: 1409 }
                      : { kind: 'network' },
                  );
                break;
              case 'wait':
                await vi.advanceTimersByTimeAsync(next.ms);
                break;
            }
            await settle();
            expect(port.useCalls).toHaveLength(accepted);
            expectOnlySafeAddresses(getRedemptionView(actor.getSnapshot()));
          }
          // Whatever happened, once the pending answers arrive nothing is left loading.
          lists.at(-1)?.resolve([]);
          uses.at(-1)?.resolve({ serverNow: Date.now() });
          await settle();
          const view = getRedemptionView(actor.getSnapshot());
          expect(actor.getSnapshot().status).toBe('active');
          expect(['ready', 'end', 'error']).toContain(view.listState);
          expect(view.opened?.state).not.toBe('using');
          expectOnlySafeAddresses(view);
          actor.stop();
        },
      ),
      { numRuns },
    );
    // Hundreds of machine runs: generous on a loaded two-core CI machine.
  }, 180_000);
});
