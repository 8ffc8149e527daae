/**
 * The state atlas's catalogue: for every leaf state of the three machines, either an entry (the page
 * steps that reach it in an example app) or an exclusion with the reason it has no screen of its own.
 * Plain data and small scripts over the page models; `coverage.ts` checks it against the machines.
 *
 * Steps replay the machine's shortest event path (`event-paths.ts`) as a person would: `OTP.REQUEST`
 * is pressing Send code, an actor's answer is the sandbox answering. Where a guard reads time or the
 * answer must be slow or fail, a step says so: a sandbox fault (`/__sandbox/faults`), the app's clock
 * moved on (Playwright's `page.clock`), the browser offline or the tab hidden.
 *
 * Each step waits for its own effect before the next one runs: a press for its request at the sandbox
 * (a request still on its way could land after the next entry's reset), an answer for the state it
 * leads to. A state that only looks alike is not enough: the status `cooldown` is also a refused
 * request's (`idle.cooldown`), so "the SMS arrives" waits for `sent.cooldown` itself.
 */
import { notificationsMachine } from '@loyalty-flows/core/notifications';
import { otpMachine } from '@loyalty-flows/core/otp';
import { redemptionMachine } from '@loyalty-flows/core/redemption';
import type { DevRoutesClient, SandboxFault } from '@loyalty-flows/test-utils';
import type { AnyStateMachine } from 'xstate';
import type { AppPage } from '../models/app-page';
import { NotificationsPage } from '../models/notifications-page';
import { OtpPage } from '../models/otp-page';
import { RedemptionsPage } from '../models/redemptions-page';
import { eventually } from '../support/suite';
import { type CoverageClaims, type ScreenOfState, valueIsIn } from './coverage';
import type { ModelSample } from './event-paths';

/** What a step acts on: the page (once opened) and the sandbox behind it. */
interface AtlasWorld {
  page: AppPage;
  sandbox: DevRoutesClient;
}

/** One thing a person (or the world around them) does, with the words the atlas shows for it. */
interface AtlasStep {
  label: string;
  run(world: AtlasWorld): Promise<void>;
}

/**
 * A screen of a state: the route the flow lives on and the steps after opening it. A state shown more than
 * once (an opened voucher by what it shows) has an entry per screen, each but one with its `variant`.
 */
export interface AtlasEntry extends ScreenOfState {
  route: string;
  /**
   * The state's defining element, a CSS selector: what shows the state (a list's end marker, the Load more
   * progress, the offline notice). The capture scrolls to it and the atlas check fails a screen without it
   * in view.
   */
  defining: string;
  /** Sandbox faults set before the page opens (the first answer must already be slow or failing). */
  before?: SandboxFault[];
  steps: AtlasStep[];
}

/** A state left out of the atlas, and why no person sees it as a screen of its own. */
interface AtlasExclusion {
  state: string;
  reason: string;
}

/** One machine's part of the atlas. */
export interface MachineAtlas extends CoverageClaims, ModelSample {
  name: 'otp' | 'redemption' | 'notifications';
  entries: AtlasEntry[];
  exclusions: AtlasExclusion[];
}

const phone = '0812345678';
/** Long enough to assert and take every screenshot while an answer is held back. */
const heldMs = 15_000;

const step = (label: string, run: AtlasStep['run']): AtlasStep => ({ label, run });

/** The element of `data-testid` `id`. */
const testId = (id: string) => `[data-testid="${id}"]`;

const fault = (label: string, fault: SandboxFault) =>
  step(label, ({ sandbox }) => sandbox.injectFault(fault));

const held = (route: SandboxFault['route']): SandboxFault => ({ route, kind: 'latency', latencyMs: heldMs });

// OTP (/otp)

const otp = ({ page }: AtlasWorld) => new OtpPage(page);

const sendCode = step('Press “Send code”', async (world) => {
  await otp(world).setPhone(phone);
  await requestSeen(world, 'otp.request', () => otp(world).send());
});

/**
 * `duration` (`mm:ss`) passes on the page's clock, which stands still otherwise (see {@link openEntry}): its
 * time moves on, then its timers fire. The sandbox's clock stays where it is: no step after this one asks
 * the service anything that depends on its time.
 */
const timePasses = (label: string, duration: string) =>
  step(label, async ({ page }) => {
    const [minutes = 0, seconds = 0] = duration.split(':').map(Number);
    const ms = (minutes * 60 + seconds) * 1_000;
    await page.page.clock.setFixedTime((await page.page.evaluate(() => Date.now())) + ms);
    await page.page.clock.runFor(ms);
  });

const codeArrives = step('The SMS arrives (the sandbox answers)', ({ page }) =>
  waitForFlowState(page, 'sent.cooldown'),
);

const typeSmsCode = step('Type the code from the SMS and press “Verify”', async (world) => {
  const [message] = await world.sandbox.outbox(phone);
  if (!message) throw new Error('no code in the sandbox outbox');
  await requestSeen(world, 'otp.verify', () => otp(world).verify(message.code));
});

const typeWrongCodes = step('Type a wrong code and press “Verify”, until the lock', async (world) => {
  const [message] = await world.sandbox.outbox(phone);
  // Another wrong code each time: the code just rejected is refused in the app without a request.
  const wrongCodes = ['000000', '111111', '222222', '333333', '444444', '555555', '666666'].filter(
    (code) => code !== message?.code,
  );
  for (const code of wrongCodes) {
    if (valueIsIn(JSON.parse(await flowState(world.page)), 'locked')) return;
    // The service has the code, then the app has its answer: only then is the next try (or the lock) due.
    await requestSeen(world, 'otp.verify', () => otp(world).verify(code));
    await world.page.page.waitForSelector('[data-flow-state]:not([data-flow-state="\\"verifying\\""])');
  }
});

// Redemption (/redemptions)

const history = ({ page }: AtlasWorld) => new RedemptionsPage(page);

const listShows = step('The first page shows', (world) => history(world).waitForList());
const loadMore = (route: SandboxFault['route']) =>
  step('Press “Load more”', (world) => requestSeen(world, route, () => history(world).loadMore()));
const loadEverything = step('Press “Load more” until every page is in', async (world) => {
  const button = world.page.testId('load-more');
  while (await button.isVisible()) {
    await button.click();
    await world.page.page.waitForFunction(
      () =>
        !document.querySelector('[data-flow-state]')?.getAttribute('data-flow-state')?.includes('loading'),
    );
  }
});
/**
 * Opens an entry with `open` (a press of its button in the list, and “Use now” when the app asks first),
 * once the service has had the use call.
 */
const openEntryStep = (label: string, open: (page: RedemptionsPage) => Promise<void>) =>
  step(label, (world) => requestSeen(world, 'redeem.use', () => open(history(world))));
const openVoucher = openEntryStep('Open a ready Deal voucher (a QR code), and confirm', (page) =>
  page.open('deal', 'ready'),
);
/**
 * The list behind an opened entry's sheet back at its top, once the entry is open: where pressing a row
 * far down left it scrolled depends on when the used row's new status shifted the list (the browser's
 * scroll anchoring), which differed between apps and runs.
 */
const listBackAtTop = step('The list behind the sheet is back at its top', async ({ page }) => {
  await waitForFlowState(page, 'entry.open');
  await page.page.evaluate(() => window.scrollTo(0, 0));
});
/** The screen of each other kind of opened entry (`redemption-display.ts`): its steps and what defines it. */
const openedKinds = [
  {
    variant: 'barcode',
    defining: '[data-testid="serial-popup"][data-symbology="code128"]',
    steps: [
      openEntryStep('Open a ready Free voucher drawn as a Code 128 barcode, and confirm', (page) =>
        page.open('free', 'ready'),
      ),
    ],
  },
  {
    variant: 'message',
    defining: '[data-symbology="text"] ~ [data-testid="reward-content"]',
    steps: [
      openEntryStep(
        'Open a ready Free voucher with no code to scan, and confirm: its serial as text and its message',
        (page) => page.openNamed('ส่วนลด 100 บาท'),
      ),
      listBackAtTop,
    ],
  },
  {
    variant: 'webpage',
    defining: testId('web-view'),
    steps: [
      openEntryStep('Open an Interface entry: its page in the web view', (page) =>
        page.open('interface', 'entitled'),
      ),
      step('The partner’s page shows, in its fonts', async ({ page }) => {
        await page.page.frameLocator(testId('web-view')).locator('main').waitFor();
        for (const frame of page.page.frames())
          await frame.evaluate(() => document.fonts.ready.then(() => true));
      }),
      listBackAtTop,
    ],
  },
];
const serialShows = step('Its serial shows, counting down', (world) =>
  world.page.testId('serial-popup').waitFor(),
);

// Notifications (/notifications)

const inbox = ({ page }: AtlasWorld) => new NotificationsPage(page);

const notificationsShow = step('The first page shows', (world) => inbox(world).waitForList());
const readOne = step('Open an unread notification and close it', async (world) => {
  const openAndClose = async () => {
    await inbox(world).firstUnread().getByRole('button').click();
    await inbox(world).close();
  };
  // Sent after the batch window; offline, the read waits for the phone to be back: no request to see.
  if (await world.page.page.evaluate(() => navigator.onLine))
    await requestSeen(world, 'noti.read', openAndClose);
  else await openAndClose();
});

/** The flow's state value as the app reports it on the flow's root element (`data-flow-state`). */
export async function flowState(page: AppPage): Promise<string> {
  return (await page.page.locator('[data-flow-state]').first().getAttribute('data-flow-state')) ?? '';
}

/**
 * Waits until the app reports its flow in `state`. Failing, it says where the flow is instead and what
 * the app shows as an error (a refused or failed request), so a replay that went astray names why.
 */
export async function waitForFlowState(page: AppPage, state: string): Promise<void> {
  let value: unknown;
  try {
    await eventually(async () => {
      const reported = await flowState(page);
      value = reported ? JSON.parse(reported) : undefined;
      return valueIsIn(value, state);
    }, `the flow is in ${state}`);
  } catch (error) {
    const alerts = await page.page.getByRole('alert').allTextContents();
    const shown = alerts.length > 0 ? `, showing “${alerts.join(' ').trim()}”` : '';
    throw new Error(`${(error as Error).message} (the app reports ${JSON.stringify(value)}${shown})`);
  }
}

/** Runs `press` and waits until the sandbox has received one more `route` request than before it. */
async function requestSeen(
  { sandbox }: AtlasWorld,
  route: SandboxFault['route'],
  press: () => Promise<void>,
): Promise<void> {
  const before = (await sandbox.requests(route)).length;
  await press();
  await eventually(
    async () => (await sandbox.requests(route)).length > before,
    `the sandbox received the ${route} request`,
  );
}

const at =
  (route: string) =>
  (state: string, defining: string, steps: AtlasStep[], extra: Partial<AtlasEntry> = {}): AtlasEntry => ({
    state,
    route,
    defining,
    steps,
    ...extra,
  });

/** The OTP page's status line while it says `status` (a refusal, the lock, the expiry: said once, there). */
const otpStatus = (status: string) => `[data-testid="otp-status"][data-status="${status}"]`;

/** The inbox's notice while reads wait on the service (`offline`, `retrying`): said once, above the list. */
const readsNotice = (state: string) => `[data-testid="reads-notice"][data-reads="${state}"]`;
const atOtp = at('/otp');
const atHistory = at('/redemptions');
const atInbox = at('/notifications');

const actorDone = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const actorError = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

/**
 * The five states of a paged list (the history and the notifications share them): the first page held
 * back or failing before the page opens, the next page held back, every page loaded.
 */
function pagedListEntries(
  atRoute: ReturnType<typeof at>,
  region: string,
  route: SandboxFault['route'],
  firstPageShows: AtlasStep,
  { item, error }: { item: string; error: string },
): AtlasEntry[] {
  return [
    atRoute(`${region}.loading`, '[data-flow-state] > p[role="status"]', [], { before: [held(route)] }),
    atRoute(`${region}.ready`, testId(item), [firstPageShows]),
    atRoute(`${region}.loadingMore`, testId('loading-more'), [
      firstPageShows,
      fault('The next page is slow', held(route)),
      loadMore(route),
    ]),
    atRoute(`${region}.end`, testId('list-end'), [firstPageShows, loadEverything]),
    atRoute(`${region}.error`, testId(error), [], {
      before: [{ route, kind: 'status', status: 503, times: 0 }],
    }),
  ];
}

const transient = 'Transient: its `always` transitions choose the next state at once, so no frame shows it.';

/** The three machines' atlases. */
export const atlas: MachineAtlas[] = [
  {
    name: 'otp',
    // The walk runs no actor, so the verify answer is an event in the sample: it stands in for the one
    // check a pure walk cannot make (that the invoked verify call itself gave that answer).
    machine: otpMachine.provide({ guards: { isOwnAnswer: () => true } }) as AnyStateMachine,
    input: { contact: { contactNumber: phone } },
    events: [
      { type: 'OTP.REQUEST' },
      actorDone('requestCode', {
        sent: true,
        now: 0,
        deadlines: { refCode: 'AB12', expiresAt: 300_000, resendAvailableAt: 60_000 },
      }),
      { type: 'OTP.VERIFY', code: '123456' },
      actorDone('verifyCode', { token: 'token' }),
      actorError('verifyCode', { kind: 'wrong_code' }),
      actorError('verifyCode', { kind: 'locked' }),
      actorError('verifyCode', { kind: 'code_expired' }),
      actorError('requestCode', { kind: 'rate_limited', retryAt: 30_000 }),
      { type: 'CLOCK.TICK', now: 70_000 },
      { type: 'CLOCK.TICK', now: 400_000 },
    ],
    entries: [
      atOtp('idle.ready', testId('otp-send'), []),
      atOtp('idle.cooldown', otpStatus('cooldown'), [
        // Longer than the app's own 60 s between two codes: Send counts down the service's 90 s (any
        // Retry-After is the wait, shorter or longer; without one, the 60 s: core's otp.env.ts).
        fault('The service refuses: too many requests, try again in 90 s', {
          route: 'otp.request',
          kind: 'rate_limited',
          retryAfterSeconds: 90,
        }),
        sendCode,
        step('The app counts down to the next try', ({ page }) => waitForFlowState(page, 'idle.cooldown')),
      ]),
      atOtp('sending', testId('otp-status'), [
        fault('The service is slow to answer', held('otp.request')),
        sendCode,
      ]),
      atOtp('sent.cooldown', testId('otp-resend'), [sendCode, codeArrives]),
      atOtp('sent.ready', testId('otp-resend'), [
        sendCode,
        codeArrives,
        timePasses('A minute and a few seconds pass (another code may be sent after a minute)', '01:05'),
      ]),
      atOtp('verifying', testId('otp-status'), [
        sendCode,
        codeArrives,
        fault('The service is slow to check the code', held('otp.verify')),
        typeSmsCode,
      ]),
      atOtp('verified', testId('otp-result'), [sendCode, codeArrives, typeSmsCode]),
      atOtp('expired.ready', otpStatus('expired'), [
        sendCode,
        codeArrives,
        timePasses('Three minutes and a few seconds pass (a code lives three minutes)', '03:05'),
      ]),
      atOtp('expired.cooldown', otpStatus('expired'), [
        sendCode,
        codeArrives,
        fault('The service answers that the code has expired (409, id 2092)', {
          route: 'otp.verify',
          kind: 'status',
          status: 409,
          errorId: 2092,
        }),
        typeSmsCode,
      ]),
      atOtp('locked', otpStatus('locked'), [sendCode, codeArrives, typeWrongCodes]),
    ],
    exclusions: [{ state: 'settling', reason: transient }],
  },
  {
    name: 'redemption',
    machine: redemptionMachine as AnyStateMachine,
    input: {},
    events: [
      actorDone('loadHistoryPage', {
        entries: Array.from({ length: 25 }, (_, index) => ({
          id: `r${index + 1}`,
          status: 'ready',
          campaignType: 'deal',
        })),
      }),
      actorDone('loadHistoryPage', { entries: [] }),
      actorError('loadHistoryPage', { kind: 'server' }),
      { type: 'REDEMPTION.LOAD_MORE' },
      { type: 'REDEMPTION.OPEN', id: 'r1' },
      { type: 'REDEMPTION.CONFIRM' },
      actorDone('useRedemption', { result: { serial: 'SERIAL', expiresAt: 60_000 }, receivedAt: 0 }),
      actorError('useRedemption', { kind: 'server' }),
      actorError('useRedemption', { kind: 'code_expired' }),
      { type: 'CLOCK.TICK', now: 120_000 },
    ],
    entries: [
      ...pagedListEntries(atHistory, 'history', 'redeem.list', listShows, {
        item: 'redemption-item',
        error: 'redemptions-error',
      }),
      // A Draw entry cannot be opened: its row in the list is its screen, with its status.
      atHistory('history.ready', '[data-testid="redemption-item"][data-type="draw"]', [listShows], {
        variant: 'draw',
      }),
      atHistory('entry.closed', testId('redemption-open'), [listShows]),
      atHistory('entry.confirming', testId('redemption-confirm'), [
        listShows,
        step('Press “Use at the merchant” on a ready Deal voucher', (world) =>
          history(world).press('deal', 'ready'),
        ),
      ]),
      atHistory('entry.using', 'dialog [role="status"]', [
        listShows,
        fault('Using the voucher is slow', held('redeem.use')),
        openVoucher,
      ]),
      atHistory('entry.open', testId('serial-code'), [listShows, openVoucher]),
      ...openedKinds.map(({ variant, defining, steps }) =>
        atHistory('entry.open', defining, [listShows, ...steps], { variant }),
      ),
      atHistory('entry.expired', testId('serial-expired'), [
        listShows,
        openVoucher,
        serialShows,
        timePasses('An hour passes (the code counts down to zero)', '60:00'),
      ]),
      atHistory('entry.failed', testId('redemption-error'), [
        listShows,
        fault('The service fails the use', { route: 'redeem.use', kind: 'status', status: 500, times: 0 }),
        openVoucher,
      ]),
      atHistory('entry.refused', testId('redemption-error'), [
        listShows,
        fault('The service says the voucher has expired (1409)', {
          route: 'redeem.use',
          kind: 'error_in_200',
          status: 400,
          errorId: 1409,
        }),
        openVoucher,
      ]),
    ],
    exclusions: [],
  },
  {
    name: 'notifications',
    machine: notificationsMachine as AnyStateMachine,
    input: { pollIntervalMs: 60_000 },
    distinguishBy: ['online', 'visible'],
    events: [
      actorDone(
        'loadPage',
        Array.from({ length: 25 }, (_, index) => ({ id: `n-${index}`, isRead: false })),
      ),
      actorDone('loadPage', []),
      actorError('loadPage', { kind: 'server' }),
      { type: 'NOTIFICATIONS.LOAD_MORE' },
      { type: 'NOTIFICATIONS.READ', ids: ['n-0'] },
      { type: 'xstate.done.actor.batchWindow' },
      actorError('sendReads', { kind: 'server' }),
      { type: 'NOTIFICATIONS.OFFLINE' },
      { type: 'NOTIFICATIONS.HIDDEN' },
    ],
    entries: [
      ...pagedListEntries(atInbox, 'list', 'noti.list', notificationsShow, {
        item: 'notification-item',
        error: 'notifications-error',
      }),
      atInbox('reads.idle', testId('notification-item'), [notificationsShow]),
      atInbox('reads.sending', '[data-testid="notification-item"][data-read="true"]', [
        notificationsShow,
        fault('Reads are slow to reach the service', held('noti.read')),
        readOne,
      ]),
      atInbox('reads.retrying', readsNotice('retrying'), [
        notificationsShow,
        fault('The service fails reads', { route: 'noti.read', kind: 'status', status: 503, times: 0 }),
        readOne,
        step(
          'It fails three times more: the app now waits about 8 s before its next try',
          async ({ page, sandbox }) => {
            await eventually(
              async () => (await sandbox.requests('noti.read')).length >= 4,
              'the sandbox received the fourth noti.read request',
            );
            await waitForFlowState(page, 'reads.retrying');
          },
        ),
      ]),
      atInbox('reads.offline', readsNotice('offline'), [
        notificationsShow,
        step('The phone goes offline', ({ page }) => page.context.setOffline(true)),
        readOne,
      ]),
      atInbox('polling.running', testId('notification-item'), [notificationsShow]),
      atInbox('polling.paused', testId('notification-item'), [
        notificationsShow,
        step('The tab is hidden', ({ page }) =>
          page.page.evaluate(() => {
            Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
            Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
            document.dispatchEvent(new Event('visibilitychange'));
          }),
        ),
      ]),
    ],
    exclusions: [
      {
        state: 'reads.gathering',
        reason:
          'Lasts batchWindowMs (50 ms in the apps) and looks like reads.idle: the read already shows as read while it gathers; reads.sending is its screen.',
      },
      { state: 'polling.choosing', reason: transient },
      {
        state: 'polling.off',
        reason:
          'The example apps always poll (pollIntervalMs 60 000); off is for a host that passes no interval, and it looks like polling.running.',
      },
    ],
  },
];

/**
 * The instant every replay stands at, on the sandbox's clock and the page's: the seed's dates (history,
 * notifications) are relative to it, so a screen shows the same dates on every run and every day, and
 * every countdown the same digits in both apps however long a busy machine took to reach it.
 * 10:00 in Bangkok, the service's time zone.
 */
const atlasNow = Date.parse('2026-01-15T10:00:00+07:00');

/** What every OTP screen shows for the reference code (see {@link steadyScreen}). */
const pinnedRefCode = 'ABC234';
/** What every OTP screen shows in the code field for the code the sandbox sent (a new random one each run). */
const pinnedCode = '123456';

/**
 * Opens `entry`'s route in `app` with its faults set up and both clocks standing still at {@link atlasNow}
 * (the sandbox's stopped; Playwright's in the page, fixed before the app loads, its timers still running),
 * ready for its steps. Time passes only where a step says so ({@link timePasses}).
 */
export async function openEntry(
  open: (clockAt: number) => Promise<AppPage>,
  entry: AtlasEntry,
  sandbox: DevRoutesClient,
): Promise<AppPage> {
  // Data is seeded relative to the clock on the first request after a reset, so the clock is set first.
  // A request of the last page still on its way (through the preview server's proxy) could land between
  // the reset and the clock and seed on the real clock: the request log says so, and it starts again.
  for (let attempt = 1; ; attempt += 1) {
    await sandbox.reset();
    await sandbox.setClock(atlasNow, { stopped: true });
    if ((await sandbox.requests()).length === 0) break;
    if (attempt === 5) throw new Error('requests keep reaching the sandbox before the page opens');
  }
  for (const before of entry.before ?? []) await sandbox.injectFault(before);
  const page = await open(atlasNow);
  // The flow's element is there once the app has mounted it: only then may a step press anything.
  await page.page.locator('[data-flow-state]').first().waitFor({ state: 'attached' });
  return page;
}

/**
 * Readies a reached screen for its screenshot: the web fonts and images loaded, each serial drawn (its
 * canvas gets its CSS width once bwip-js has drawn it, and the sheet grows to hold it), and the OTP
 * reference code (drawn by the sandbox from node:crypto, another on every run) shown as one fixed code,
 * so two runs of the same code draw the same pixels.
 */
export async function steadyScreen(page: AppPage, sandbox: DevRoutesClient): Promise<void> {
  const sent = await sandbox.outbox(phone);
  const refCodes = sent.map((message) => message.refCode);
  const codes = sent.map((message) => message.code);
  await page.page.waitForFunction(
    () =>
      [...document.images].every((image) => image.complete) &&
      [...document.querySelectorAll('canvas')].every((canvas) => canvas.style.width !== ''),
  );
  await page.page.evaluate(
    async ([codes, pinned]) => {
      await document.fonts.ready;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const code of codes) {
          if (node.nodeValue?.includes(code)) node.nodeValue = node.nodeValue.replaceAll(code, pinned);
        }
      }
    },
    [refCodes, pinnedRefCode] as const,
  );
  // The code typed into its field, kept there while it is checked.
  await page.page.evaluate(
    ([sentCodes, pinned]) => {
      for (const field of document.querySelectorAll('input')) {
        if (sentCodes.includes(field.value)) field.value = pinned;
      }
    },
    [codes, pinnedCode] as const,
  );
}
