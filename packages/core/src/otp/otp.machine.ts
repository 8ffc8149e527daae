import { type Contact, isSameContact, normalizeOtpCode, otpDefaults } from '@loyalty-flows/domain';
import {
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
  spawnChild,
  stopChild,
} from 'xstate';
import { failureOf } from '../shared/actor-failure';
import { type ClockTick, idleTicker, type TickerInput } from '../shared/clock';
import { type FlowError, flowError } from '../shared/errors';
import { missingEnvironment } from '../shared/missing-environment';
import { atLeast, flowOptions, isObject } from '../shared/options';
import { isOwnAnswer } from '../shared/own-answer';
import type { OtpVerifyResult } from '../shared/port';
import { withPublicEvents } from '../shared/public-events';
import { fingerprint, later } from './otp.storage';
import type {
  OtpContext,
  OtpEvent,
  OtpInput,
  OtpOutput,
  OtpPersist,
  OtpRecord,
  OtpRequestActorInput,
  OtpRequestOutcome,
  OtpRestored,
  OtpVerifyActorInput,
} from './otp.types';

type ActorAnswer =
  | DoneActorEvent<OtpRequestOutcome, 'requestCode'>
  | ErrorActorEvent<unknown, 'requestCode'>
  | DoneActorEvent<OtpVerifyResult, 'verifyCode'>
  | ErrorActorEvent<unknown, 'verifyCode'>;

/** Every event the definition handles: the app's (`OtpEvent`) and those its own actors send back. */
type MachineEvent = OtpEvent | OtpRestored | ClockTick | ActorAnswer;

/** The defaults of the options: the service's (`otpDefaults`, docs/wire-format.md O1, A1) and ours. */
const otpOptionDefaults: Required<Omit<OtpInput, 'contact'>> = {
  resendCooldownMs: otpDefaults.resendCooldownMs,
  uncertainCooldownMs: 15_000,
  maxAttempts: otpDefaults.maxAttempts,
  lockMs: otpDefaults.lockMs,
  codeLifetimeMs: otpDefaults.lifetimeMs,
};

/** What a refused input starts on: the defaults, with its contact (which has none). */
const contactOnly = (input: OtpInput | undefined) => ({ contact: input?.contact }) as OtpInput;

/**
 * The options of `input` with their defaults: at creation (which starts on the defaults when
 * the durations cannot be taken) and for a live `OTP.CONFIGURE` (after `hasBadOptions`).
 * The contact has no default: without one, creating the actor throws (a programming error).
 */
function optionsOf(input: OtpInput | undefined): Required<OtpInput> {
  if (!isObject(input?.contact)) throw new TypeError('otpMachine: `contact` is required');
  const options = { ...otpOptionDefaults, contact: input.contact };
  for (const name of Object.keys(otpOptionDefaults) as (keyof typeof otpOptionDefaults)[])
    options[name] = input[name] ?? options[name];
  return options;
}

/** Options the flow can take: a contact, and every given duration or count a number >= 0. */
const [startingSettings, hasBadOptions, refuseOptions] = /* @__PURE__ */ flowOptions<
  OtpContext,
  MachineEvent
>()(
  (input) =>
    isObject(input.contact) &&
    (Object.keys(otpOptionDefaults) as (keyof typeof otpOptionDefaults)[]).every((name) =>
      atLeast(input[name], 0),
    ),
  optionsOf,
);

function isBefore(deadline: number | undefined, now: number): boolean {
  return deadline !== undefined && now < deadline;
}

/** The fingerprint of the code the service rejected, which the verify actor puts on its failure. */
function rejectedOf(event: MachineEvent): string | undefined {
  const error = 'error' in event ? event.error : undefined;
  return typeof error === 'object' &&
    error !== null &&
    'rejected' in error &&
    typeof error.rejected === 'string'
    ? error.rejected
    : undefined;
}

function failedWith(...kinds: FlowError['kind'][]) {
  return ({ event }: { event: MachineEvent }) => kinds.includes(failureOf(event).kind);
}

/** The contact an `OTP.REQUEST` or `OTP.CONFIGURE` names, if any. */
function contactOf(event: MachineEvent): Contact | undefined {
  if (event.type === 'OTP.REQUEST') return event.contact;
  return event.type === 'OTP.CONFIGURE' ? event.options.contact : undefined;
}

/** The options of an `OTP.CONFIGURE` with their defaults (after `hasBadOptions`), or nothing. */
function configured(event: MachineEvent) {
  return event.type === 'OTP.CONFIGURE' ? { ...optionsOf(event.options), optionsError: undefined } : {};
}

/** The typed code of an `OTP.VERIFY`, normalised (six ASCII digits), or `undefined`. */
function codeOf(event: MachineEvent): string | undefined {
  return event.type === 'OTP.VERIFY' ? normalizeOtpCode(event.code) : undefined;
}

const codeForgotten = { refCode: undefined, expiresAt: undefined, rejectedCode: undefined } as const;

/**
 * Deadlines another tab (or a reload) stored, adopted into the context: the later cooldown and lock
 * (those already over are dropped); the stored code when it is another, newer one; and no code when
 * the record says this tab's code was spent (another tab verified, reset or lost it to a lock or an
 * expiry). Storage that merely holds no code (a new device, cleared, a refused write) keeps it: the
 * user can still type the SMS they received.
 */
function adopted(context: OtpContext, { deadlines, now }: { deadlines: OtpRecord; now: number }) {
  const live = (deadline: number | undefined) => (isBefore(deadline, now) ? deadline : undefined);
  // A code is named by its expiry (the service may send no refCode: docs/wire-format.md O2).
  const { refCode, expiresAt, spent } = deadlines;
  const newer = expiresAt !== undefined && expiresAt > (context.expiresAt ?? -1);
  const ownSpent = context.expiresAt !== undefined && spent !== undefined && spent >= context.expiresAt;
  return {
    now,
    resendAvailableAt: later(context.resendAvailableAt, live(deadlines.resendAvailableAt)),
    lockedUntil: later(context.lockedUntil, live(deadlines.lockedUntil)),
    ...(newer
      ? { refCode, expiresAt, attemptsLeft: context.maxAttempts, rejectedCode: undefined }
      : ownSpent
        ? codeForgotten
        : {}),
  };
}

function tickerInput({ context }: { context: OtpContext }): TickerInput {
  // One ticker runs until the last deadline and lands a tick on each (the cooldown need not end on a
  // whole second of the expiry); it also reads the clock once on entry.
  const { expiresAt = 0, resendAvailableAt = 0, lockedUntil = 0 } = context;
  const deadlines = [expiresAt, resendAvailableAt, lockedUntil];
  return { until: Math.max(...deadlines), deadlines };
}

const ticker = { src: 'ticker', input: tickerInput } as const;

/**
 * A send the deadlines held back on the last tick: the clock is read now and the press decided again
 * on that reading (`readClock`), so a press just after a cooldown or lock ends is not dropped.
 */
const readClockFirst = { actions: 'readClock' } as const;

/**
 * `OTP.REQUEST` (and `OTP.RESEND`): another person is a fresh start; else send when no cooldown or lock
 * holds on the last reading, or else read the clock and decide again on it.
 */
const resendTransition = { guard: 'canSend', target: '#otp.sending', actions: 'clearError' } as const;
const newContactTransition = {
  guard: 'isNewContact',
  target: '#otp.sending',
  actions: ['switchContact', 'unwatchStorage', 'watchStorage'],
} as const;
const sendTransitions = [newContactTransition, resendTransition, readClockFirst] as const;
/**
 * `OTP.REQUEST` in `idle`, which a member reaches from `locked` by changing the number (`OTP.RESET`):
 * asking again for the locked number shows its lock, with no request (the service keeps the lock on
 * that number: docs/wire-format.md A1, E6).
 */
const idleSendTransitions = [
  newContactTransition,
  { guard: 'isLocked', target: '#otp.locked' },
  resendTransition,
  readClockFirst,
] as const;
const resendTransitions = [resendTransition, readClockFirst] as const;

const resetTransition = { target: '#otp.settling', actions: ['forgetStoredCode', 'forgetCode'] } as const;

/**
 * The resend cooldown as states a reviewer sees light up: inside `idle`, `sent` and `expired`, the
 * child `cooldown` holds until `resendAvailableAt`, then `ready` (another code may be sent).
 */
const resendStates = {
  initial: 'ready',
  states: {
    ready: {
      description: 'Another code may be sent: OTP.REQUEST or OTP.RESEND sends one.',
      always: { guard: 'isCoolingDown', target: 'cooldown' },
    },
    cooldown: {
      description:
        'The resend cooldown runs until `resendAvailableAt`: asking again reads the clock, and sends only once it has ended.',
      always: { guard: 'isCooldownOver', target: 'ready' },
    },
  },
} as const;

/** `idle` and `expired`: no code to verify; asking for one sends when allowed. */
const withoutLiveCode = {
  ...resendStates,
  invoke: ticker,
  on: {
    'OTP.REQUEST': sendTransitions,
    'OTP.RESEND': resendTransitions,
    'OTP.VERIFY': { actions: 'refuseExpiredCode' },
    'OTP.RESET': resetTransition,
  },
} as const;

/** A lock voids the code (here and in storage) and is stored for every tab. */
const lockActions = ['forgetStoredCode', 'storeLock', 'persist'] as const;

/** Deadlines read from storage (on start, or another tab's), adopted into the context. */
const adoptRestored = {
  type: 'adoptRestored',
  params: ({ event }: { event: OtpRestored }) => event,
} as const;

/** While a call is out, restored deadlines are taken in but the state waits for the answer. */
const whileCalling = { 'OTP.RESTORED': { actions: adoptRestored } } as const;

// Effects by name. The defaults fail (calls) or do nothing (storage, clock): `createOtpMachine(env)`
// provides the real ones. Both calls are pure so an app importing one machine bundles no other.
const otpSetup = /* @__PURE__ */ setup({
  // Types only: `{}` at run time (xstate reads none of it).
  types: {} as { context: OtpContext; events: MachineEvent; input: OtpInput; output: OtpOutput },
  actors: {
    requestCode: fromPromise<OtpRequestOutcome, OtpRequestActorInput>(() =>
      missingEnvironment('createOtpMachine'),
    ),
    verifyCode: fromPromise<OtpVerifyResult, OtpVerifyActorInput>(() =>
      missingEnvironment('createOtpMachine'),
    ),
    storageSync: fromCallback<OtpPersist, { contact: Contact }>(() => undefined),
    ticker: idleTicker,
  },
  guards: {
    hasBadOptions,
    isNewContact: ({ context, event }) => {
      const contact = contactOf(event);
      return contact !== undefined && !isSameContact(contact, context.contact);
    },
    canSend: ({ context }) =>
      !isBefore(context.resendAvailableAt, context.now) && !isBefore(context.lockedUntil, context.now),
    isLocked: ({ context }) => isBefore(context.lockedUntil, context.now),
    isCoolingDown: ({ context }) => isBefore(context.resendAvailableAt, context.now),
    isCooldownOver: ({ context }) => !isBefore(context.resendAvailableAt, context.now),
    hasLiveCode: ({ context }) => isBefore(context.expiresAt, context.now),
    hasCode: ({ context }) => context.expiresAt !== undefined,
    isCodeExpired: ({ context }) => !isBefore(context.expiresAt, context.now),
    isLockOver: ({ context }) => !isBefore(context.lockedUntil, context.now),
    isOwnAnswer,
    isMalformedCode: ({ event }) => codeOf(event) === undefined,
    isRejectedCode: ({ context, event }) =>
      context.rejectedCode === fingerprint(`${context.expiresAt}:${codeOf(event)}`),
    isUncertainFailure: failedWith('network', 'timeout'),
    isThrottled: failedWith('rate_limited'),
    isLockFailure: failedWith('locked', 'rate_limited'),
    isWrongCode: failedWith('wrong_code'),
    isExpiredCodeFailure: failedWith('code_expired'),
  },
  actions: {
    // The storage actor follows the current contact: restarted (with that contact as input) when it
    // changes, so a JSON-restored snapshot restarts it for the right one.
    watchStorage: spawnChild('storageSync', {
      id: 'storageSync',
      input: ({ context }) => ({ contact: context.contact }),
    }),
    unwatchStorage: stopChild('storageSync'),
    // The storage actor merges the four deadline fields of what it gets (otp.storage.ts).
    persist: sendTo('storageSync', ({ context }) => ({ type: 'OTP.PERSIST' as const, deadlines: context })),
    forgetStoredCode: sendTo('storageSync', ({ context }) => ({
      type: 'OTP.PERSIST' as const,
      deadlines: {},
      spent: context.expiresAt,
    })),
    // The environment's sends the clock's reading, then the event once more (`createClockReader`).
    readClock: () => undefined,
    // The environment's hands the verify answer to the app's `onVerified` (`createOtpMachine`). Only the
    // move to `verified` runs it: a restored verified snapshot makes no transition.
    notifyVerified: (_, _result: OtpVerifyResult) => undefined,
    updateNow: assign((_, { now }: ClockTick) => ({ now })),
    adoptRestored: assign(({ context }, restored: OtpRestored) => adopted(context, restored)),
    configure: assign(({ event }) => configured(event)),
    switchContact: assign(({ context, event }) => ({
      // Another person: none of the previous one's deadlines apply; the storage actor restores theirs.
      ...configured(event),
      ...codeForgotten,
      contact: contactOf(event) ?? context.contact,
      resendAvailableAt: undefined,
      lockedUntil: undefined,
      attemptsLeft: context.maxAttempts,
      error: undefined,
    })),
    // The code sent, or (`sent: false`) the deadlines another tab's code left: adopted, no SMS.
    storeAnswer: assign(({ context }, answer: OtpRequestOutcome) => {
      return answer.sent
        ? { ...answer.deadlines, now: answer.now, attemptsLeft: context.maxAttempts, rejectedCode: undefined }
        : adopted(context, answer);
    }),
    // The service's Retry-After is the wait, shorter or longer than ours; without one, the cooldown.
    startServerCooldown: assign(({ context, event }) => {
      const error = failureOf(event);
      return { error, resendAvailableAt: error.retryAt ?? context.now + context.resendCooldownMs };
    }),
    startUncertainCooldown: assign(({ context, event }) => ({
      error: failureOf(event),
      resendAvailableAt: later(context.resendAvailableAt, context.now + context.uncertainCooldownMs),
    })),
    storeFailure: assign(({ event }) => ({ error: failureOf(event) })),
    clearError: assign({ error: undefined }),
    refuseMalformedCode: assign({ error: flowError('invalid_input') }),
    refuseOptions,
    repeatRejection: assign({ error: flowError('wrong_code') }),
    refuseExpiredCode: assign({ error: flowError('code_expired') }),
    countWrongCode: assign(({ context, event }) => ({
      error: failureOf(event),
      // The verify actor's fingerprint of the code the service rejected (never the code itself).
      rejectedCode: rejectedOf(event),
      attemptsLeft: Math.max(0, context.attemptsLeft - 1),
    })),
    storeLock: assign(({ context, event }) => {
      const error = failureOf(event);
      // The service voids the code when it locks: a new one is needed afterwards.
      return {
        ...codeForgotten,
        error: { ...error, kind: 'locked' as const },
        lockedUntil: error.retryAt ?? context.now + context.lockMs,
        attemptsLeft: 0,
      };
    }),
    storeExpiry: assign(({ context, event }) => ({
      error: failureOf(event),
      expiresAt: Math.min(context.expiresAt ?? context.now, context.now),
    })),
    endLock: assign(({ context }) => ({
      ...codeForgotten,
      lockedUntil: undefined,
      attemptsLeft: context.maxAttempts,
    })),
    forgetCode: assign(({ context }) => ({
      ...codeForgotten,
      error: undefined,
      attemptsLeft: context.maxAttempts,
    })),
  },
});

function verifyInput({ context, event }: { context: OtpContext; event: MachineEvent }): OtpVerifyActorInput {
  const { contact, refCode, expiresAt } = context;
  // The code goes to the verify actor only: it is never kept in context.
  return { contact, refCode, code: codeOf(event) ?? '', expiresAt };
}

/**
 * Requests and verifies a one-time password without ever sending an SMS nobody asked for. A pure
 * definition: its input and context are plain data, and every effect (the calls, storage, the clock)
 * is a named actor that `createOtpMachine(env)` provides.
 *
 * - Nothing is sent on start. `OTP.REQUEST`/`OTP.RESEND` send one code, and only when no request is
 *   in flight, no cooldown runs and no lock holds, in this tab or (through storage and a Web Lock)
 *   in another.
 * - Cooldown, expiry and lock are absolute deadlines in context; the storage actor restores them after
 *   start, and a ticker keeps `now` fresh while a countdown runs, with a tick on each deadline. A send
 *   the last tick held back is decided on the clock read when it came (`readClock`), never a tick late.
 * - Verify sends six ASCII digits once; a malformed code, the code just rejected, or any code after
 *   expiry or during a lock is refused without a request.
 *
 * Read it through `getOtpView(snapshot)`; it ends in `verified` with the service's token as output.
 *
 * @example
 * const actor = createActor(createOtpMachine({ client }), { input: { contact: { contactNumber: '0812345678' } } }).start();
 * actor.send({ type: 'OTP.REQUEST' });
 */
export const otpStatechart = /* @__PURE__ */ otpSetup.createMachine({
  id: 'otp',
  context: ({ input }) => {
    const options = startingSettings(input, contactOnly(input));
    return { ...options, now: 0, attemptsLeft: options.maxAttempts };
  },
  entry: 'watchStorage',
  initial: 'settling',
  on: {
    'CLOCK.TICK': { actions: { type: 'updateNow', params: ({ event }) => event } },
    'OTP.RESTORED': { target: '.settling', actions: adoptRestored },
    'OTP.CONFIGURE': [
      { guard: 'hasBadOptions', actions: 'refuseOptions' },
      {
        guard: 'isNewContact',
        target: '.settling',
        actions: ['switchContact', 'unwatchStorage', 'watchStorage'],
      },
      { actions: 'configure' },
    ],
  },
  states: {
    settling: {
      description: 'Decides from the deadlines and `now`: locked, a code sent, expired or idle.',
      always: [
        { guard: 'isLocked', target: 'locked' },
        { guard: 'hasLiveCode', target: 'sent' },
        { guard: 'hasCode', target: 'expired' },
        { target: 'idle' },
      ],
    },
    idle: {
      description:
        'No code is out. OTP.REQUEST sends one unless a cooldown runs; for a number still locked, it shows the lock.',
      ...withoutLiveCode,
      on: { ...withoutLiveCode.on, 'OTP.REQUEST': idleSendTransitions },
    },
    sending: {
      description: 'One request is in flight, under a cross-tab lock; other events wait for its answer.',
      invoke: [
        {
          id: 'requestCode',
          src: 'requestCode',
          input: ({ context }) => context,
          onDone: {
            target: 'settling',
            actions: [{ type: 'storeAnswer', params: ({ event }) => event.output }, 'persist'],
          },
          onError: [
            { guard: 'isThrottled', target: 'settling', actions: ['startServerCooldown', 'persist'] },
            {
              guard: 'isUncertainFailure',
              target: 'settling',
              actions: ['startUncertainCooldown', 'persist'],
            },
            { guard: 'isLockFailure', target: 'locked', actions: lockActions },
            { target: 'settling', actions: 'storeFailure' },
          ],
        },
        ticker,
      ],
      on: whileCalling,
    },
    sent: {
      description:
        'A code is out and valid; OTP.VERIFY checks one, OTP.RESEND sends another after the cooldown.',
      ...resendStates,
      invoke: ticker,
      always: { guard: 'isCodeExpired', target: 'expired' },
      on: {
        'OTP.REQUEST': sendTransitions,
        'OTP.RESEND': resendTransitions,
        'OTP.VERIFY': [
          { guard: 'isMalformedCode', actions: 'refuseMalformedCode' },
          { guard: 'isRejectedCode', actions: 'repeatRejection' },
          { target: 'verifying', actions: 'clearError' },
        ],
        'OTP.RESET': resetTransition,
      },
    },
    verifying: {
      description: 'One code is being checked (in the call, never in context); other events wait.',
      invoke: [
        {
          id: 'verifyCode',
          src: 'verifyCode',
          input: verifyInput,
          // Only the verify actor's own answer verifies: one sent from outside is ignored.
          onDone: {
            guard: 'isOwnAnswer',
            target: 'verified',
            actions: ['forgetStoredCode', { type: 'notifyVerified', params: ({ event }) => event.output }],
          },
          onError: [
            { guard: 'isWrongCode', target: 'sent', actions: 'countWrongCode' },
            { guard: 'isLockFailure', target: 'locked', actions: lockActions },
            {
              guard: 'isExpiredCodeFailure',
              target: 'expired',
              actions: ['forgetStoredCode', 'storeExpiry'],
            },
            { target: 'sent', actions: 'storeFailure' },
          ],
        },
        ticker,
      ],
      on: whileCalling,
    },
    expired: {
      description: 'The code is no longer valid; OTP.RESEND sends a new one after the cooldown.',
      ...withoutLiveCode,
    },
    locked: {
      description:
        'Too many wrong codes: nothing is sent to this number until `lockedUntil`. OTP.RESET lets the member change the number; the lock stays with this one.',
      invoke: ticker,
      always: { guard: 'isLockOver', target: 'settling', actions: 'endLock' },
      on: {
        'OTP.REQUEST': readClockFirst,
        'OTP.RESEND': readClockFirst,
        // Straight to `idle`, past `settling` (which would lock again): `lockedUntil` stays.
        'OTP.RESET': { target: 'idle', actions: 'forgetCode' },
      },
    },
    verified: {
      description: 'The code was correct. Final: the output carries the token.',
      type: 'final',
      output: ({ event }): OtpOutput => {
        const token = event.type === 'xstate.done.actor.verifyCode' ? event.output.token : undefined;
        return token === undefined ? {} : { token };
      },
    },
  },
  output: ({ event }) => event.output as OtpOutput,
});

/**
 * The OTP machine as apps see it: `otpStatechart` typed so that only `OtpEvent`s may be sent (the
 * clock's ticks, restored storage and the calls' answers come from its own actors). See above.
 *
 * @example createActor(otpMachine, { input: { contact } }).send({ type: 'OTP.RESET' });
 */
export const otpMachine = /* @__PURE__ */ withPublicEvents<OtpEvent, typeof otpStatechart>(otpStatechart);
