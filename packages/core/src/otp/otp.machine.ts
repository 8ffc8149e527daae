import { type Contact, isSameContact, normalizeOtpCode, otpDefaults } from '@loyalty-flows/domain';
import {
  assertEvent,
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
import { type ClockTick, idleTicker, type TickerInput } from '../shared/clock';
import { type FlowError, flowError, toFlowError } from '../shared/errors';
import { missingEnvironment } from '../shared/missing-environment';
import type { OtpVerifyResult } from '../shared/port';
import { fingerprint, later } from './otp.storage';
import type {
  OtpContext,
  OtpDeadlines,
  OtpEvent,
  OtpInput,
  OtpOutput,
  OtpPersist,
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

type MachineEvent = OtpEvent | OtpRestored | ClockTick | ActorAnswer;

/** The defaults of the options: the service's (`otpDefaults`, docs/wire-format.md O1, A1) and ours. */
const otpOptionDefaults: Required<Omit<OtpInput, 'contact'>> = {
  resendCooldownMs: otpDefaults.resendCooldownMs,
  uncertainCooldownMs: 15_000,
  maxAttempts: otpDefaults.maxAttempts,
  lockMs: otpDefaults.lockMs,
  codeLifetimeMs: otpDefaults.lifetimeMs,
};

/** The options of `input` with their defaults; a programming error is refused here, not sent. */
function optionsOf(input: OtpInput): Required<OtpInput> {
  if (typeof input?.contact !== 'object' || input.contact === null)
    throw new TypeError('otpMachine needs `contact`: { contactNumber } or { email }.');
  const options = { ...otpOptionDefaults, contact: input.contact };
  for (const name of Object.keys(otpOptionDefaults) as (keyof typeof otpOptionDefaults)[]) {
    const value = input[name] ?? options[name];
    if (!(value >= 0)) throw new RangeError(`otpMachine \`${name}\` must be a number ≥ 0.`);
    options[name] = value;
  }
  return options;
}

function isBefore(deadline: number | undefined, now: number): boolean {
  return deadline !== undefined && now < deadline;
}

function failureOf(event: MachineEvent): FlowError & { rejected?: string } {
  const error = (event as { error?: { rejected?: unknown } }).error;
  const failure: FlowError & { rejected?: string } = toFlowError(error);
  if (typeof error?.rejected === 'string') failure.rejected = error.rejected;
  return failure;
}

function deadlinesOf({ refCode, expiresAt, resendAvailableAt, lockedUntil }: OtpContext): OtpDeadlines {
  return { refCode, expiresAt, resendAvailableAt, lockedUntil };
}

/**
 * Deadlines another tab (or a reload) stored, adopted into the context: the later cooldown and lock
 * (those already over are dropped), and the stored code when it is another, newer one.
 */
function adopted(context: OtpContext, deadlines: OtpDeadlines, now: number): Partial<OtpContext> {
  const live = (deadline: number | undefined) => (isBefore(deadline, now) ? deadline : undefined);
  // A code is named by its expiry (the service may send no refCode: docs/wire-format.md O2).
  const newer = (deadlines.expiresAt ?? -1) > (context.expiresAt ?? -1);
  return {
    now,
    resendAvailableAt: later(context.resendAvailableAt, live(deadlines.resendAvailableAt)),
    lockedUntil: later(context.lockedUntil, live(deadlines.lockedUntil)),
    ...(newer
      ? {
          refCode: deadlines.refCode,
          expiresAt: deadlines.expiresAt,
          attemptsLeft: context.maxAttempts,
          rejectedCode: undefined,
        }
      : {}),
  };
}

const codeForgotten = { refCode: undefined, expiresAt: undefined, rejectedCode: undefined } as const;

function tickerInput({ context }: { context: OtpContext }): TickerInput {
  // One ticker runs until the last deadline; it also reads the clock once on entry.
  const { expiresAt = 0, resendAvailableAt = 0, lockedUntil = 0 } = context;
  return { until: Math.max(expiresAt, resendAvailableAt, lockedUntil) };
}

const ticker = { src: 'ticker', input: tickerInput } as const;

/** `OTP.REQUEST` (and `OTP.RESEND`): another person is a fresh start; else send when no cooldown or lock holds. */
const resendTransition = { guard: 'canSend', target: '#otp.sending', actions: 'clearError' } as const;
const sendTransitions = [
  {
    guard: 'isNewContact',
    target: '#otp.sending',
    actions: ['switchContact', 'unwatchStorage', 'watchStorage'],
  },
  resendTransition,
] as const;

const resetTransition = { target: '#otp.settling', actions: ['forgetStoredCode', 'forgetCode'] } as const;

/** `idle` and `expired`: no code to verify; asking for one sends when allowed. */
const withoutLiveCode = {
  invoke: ticker,
  on: {
    'OTP.REQUEST': sendTransitions,
    'OTP.RESEND': resendTransition,
    'OTP.VERIFY': { actions: 'refuseExpiredCode' },
    'OTP.RESET': resetTransition,
  },
} as const;

/** A lock voids the code (here and in storage) and is stored for every tab. */
const lockActions = ['forgetStoredCode', 'storeLock', 'persist'] as const;

/** While a call is out, restored deadlines are taken in but the state waits for the answer. */
const whileCalling = { 'OTP.RESTORED': { actions: 'adoptRestored' } } as const;

// Effects by name. The defaults fail (calls) or do nothing (storage, clock): `createOtpMachine(env)`
// provides the real ones. Both calls are pure so an app importing one machine bundles no other.
const otpSetup = /* @__PURE__ */ setup({
  types: {
    context: {} as OtpContext,
    events: {} as MachineEvent,
    input: {} as OtpInput,
    output: {} as OtpOutput,
  },
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
    isNewContact: ({ context, event }) =>
      event.type === 'OTP.REQUEST' || event.type === 'OTP.CONFIGURE'
        ? event.contact !== undefined && !isSameContact(event.contact, context.contact)
        : false,
    canSend: ({ context }) =>
      !isBefore(context.resendAvailableAt, context.now) && !isBefore(context.lockedUntil, context.now),
    isLocked: ({ context }) => isBefore(context.lockedUntil, context.now),
    hasLiveCode: ({ context }) => isBefore(context.expiresAt, context.now),
    hasCode: ({ context }) => context.expiresAt !== undefined,
    isCodeExpired: ({ context }) => !isBefore(context.expiresAt, context.now),
    isLockOver: ({ context }) => !isBefore(context.lockedUntil, context.now),
    isMalformedCode: ({ event }) => {
      assertEvent(event, 'OTP.VERIFY');
      return normalizeOtpCode(event.code) === undefined;
    },
    isRejectedCode: ({ context, event }) => {
      assertEvent(event, 'OTP.VERIFY');
      return context.rejectedCode === fingerprint(`${context.expiresAt}:${normalizeOtpCode(event.code)}`);
    },
    wasHeld: ({ event }) => {
      assertEvent(event, 'xstate.done.actor.requestCode');
      return !event.output.sent;
    },
    isUncertainFailure: ({ event }) => ['network', 'timeout'].includes(failureOf(event).kind),
    isThrottled: ({ event }) => failureOf(event).kind === 'rate_limited',
    isLockFailure: ({ event }) => ['locked', 'rate_limited'].includes(failureOf(event).kind),
    isWrongCode: ({ event }) => failureOf(event).kind === 'wrong_code',
    isExpiredCodeFailure: ({ event }) => failureOf(event).kind === 'code_expired',
  },
  actions: {
    // The storage actor follows the current contact: restarted (with that contact as input) when it
    // changes, so a JSON-restored snapshot restarts it for the right one.
    watchStorage: spawnChild('storageSync', {
      id: 'storageSync',
      input: ({ context }) => ({ contact: context.contact }),
    }),
    unwatchStorage: stopChild('storageSync'),
    persist: sendTo('storageSync', ({ context }) => ({
      type: 'OTP.PERSIST' as const,
      deadlines: deadlinesOf(context),
    })),
    forgetStoredCode: sendTo('storageSync', ({ context }) => ({
      type: 'OTP.PERSIST' as const,
      deadlines: {},
      spent: context.expiresAt,
    })),
    updateNow: assign(({ event }) => {
      assertEvent(event, 'CLOCK.TICK');
      return { now: event.now };
    }),
    adoptRestored: assign(({ context, event }) => {
      assertEvent(event, 'OTP.RESTORED');
      return adopted(context, event.deadlines, event.now);
    }),
    adoptHeld: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.requestCode');
      return adopted(context, event.output.deadlines, event.output.now);
    }),
    configure: assign(({ event }) => {
      assertEvent(event, 'OTP.CONFIGURE');
      return optionsOf(event);
    }),
    switchContact: assign(({ context, event }) => {
      assertEvent(event, ['OTP.REQUEST', 'OTP.CONFIGURE']);
      // Another person: none of the previous one's deadlines apply; the storage actor restores theirs.
      return {
        ...(event.type === 'OTP.CONFIGURE' ? optionsOf(event) : {}),
        ...codeForgotten,
        contact: event.contact ?? context.contact,
        resendAvailableAt: undefined,
        lockedUntil: undefined,
        attemptsLeft: context.maxAttempts,
        error: undefined,
      };
    }),
    storeSentCode: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.requestCode');
      return {
        ...event.output.deadlines,
        now: event.output.now,
        attemptsLeft: context.maxAttempts,
        rejectedCode: undefined,
      };
    }),
    startServerCooldown: assign(({ context, event }) => {
      const error = failureOf(event);
      return {
        error,
        resendAvailableAt: Math.max(context.now + context.resendCooldownMs, error.retryAt ?? 0),
      };
    }),
    startUncertainCooldown: assign(({ context, event }) => ({
      error: failureOf(event),
      resendAvailableAt: later(context.resendAvailableAt, context.now + context.uncertainCooldownMs),
    })),
    storeFailure: assign(({ event }) => ({ error: failureOf(event) })),
    clearError: assign({ error: undefined }),
    refuseMalformedCode: assign({ error: () => flowError('invalid_input') }),
    repeatRejection: assign({ error: () => flowError('wrong_code') }),
    refuseExpiredCode: assign({ error: () => flowError('code_expired') }),
    countWrongCode: assign(({ context, event }) => {
      const { rejected, ...error } = failureOf(event);
      return { error, rejectedCode: rejected, attemptsLeft: Math.max(0, context.attemptsLeft - 1) };
    }),
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

function requestInput({ context }: { context: OtpContext }): OtpRequestActorInput {
  const { contact, resendCooldownMs, uncertainCooldownMs, codeLifetimeMs } = context;
  return { contact, resendCooldownMs, uncertainCooldownMs, codeLifetimeMs };
}

function verifyInput({ context, event }: { context: OtpContext; event: MachineEvent }): OtpVerifyActorInput {
  assertEvent(event, 'OTP.VERIFY');
  return {
    contact: context.contact,
    refCode: context.refCode,
    // The code goes to the verify actor only: it is never kept in context.
    code: normalizeOtpCode(event.code) ?? '',
    expiresAt: context.expiresAt,
  };
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
 *   start, and a ticker keeps `now` fresh while a countdown runs.
 * - Verify sends six ASCII digits once; a malformed code, the code just rejected, or any code after
 *   expiry or during a lock is refused without a request.
 *
 * Read it through `getOtpView(snapshot)`; it ends in `verified` with the service's token as output.
 *
 * @example
 * const actor = createActor(createOtpMachine({ client }), { input: { contact: { contactNumber: '0812345678' } } }).start();
 * actor.send({ type: 'OTP.REQUEST' });
 */
export const otpMachine = /* @__PURE__ */ otpSetup.createMachine({
  id: 'otp',
  context: ({ input }) => {
    const options = optionsOf(input);
    return { ...options, now: 0, attemptsLeft: options.maxAttempts };
  },
  entry: 'watchStorage',
  initial: 'settling',
  on: {
    'CLOCK.TICK': { actions: 'updateNow' },
    'OTP.RESTORED': { target: '.settling', actions: 'adoptRestored' },
    'OTP.CONFIGURE': [
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
      description:
        'Decides where the flow stands from the deadlines in context and `now`: locked, waiting for a code, expired, or idle.',
      always: [
        { guard: 'isLocked', target: 'locked' },
        { guard: 'hasLiveCode', target: 'awaitingCode' },
        { guard: 'hasCode', target: 'expired' },
        { target: 'idle' },
      ],
    },
    idle: {
      description:
        'No code is out. OTP.REQUEST sends one, unless a cooldown from an uncertain or throttled request still runs.',
      ...withoutLiveCode,
    },
    sending: {
      description:
        'One request for a code is in flight (under a cross-tab lock); every other event waits for its answer (even OTP.RESET: the SMS may already be on its way).',
      invoke: [
        {
          id: 'requestCode',
          src: 'requestCode',
          input: requestInput,
          onDone: [
            { guard: 'wasHeld', target: 'settling', actions: 'adoptHeld' },
            { target: 'awaitingCode', actions: ['storeSentCode', 'persist'] },
          ],
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
    awaitingCode: {
      description:
        'A code is out and valid. The view shows `cooldown` until a resend is allowed, then `sent`. OTP.VERIFY checks a code.',
      invoke: ticker,
      always: { guard: 'isCodeExpired', target: 'expired' },
      on: {
        'OTP.REQUEST': sendTransitions,
        'OTP.RESEND': resendTransition,
        'OTP.VERIFY': [
          { guard: 'isMalformedCode', actions: 'refuseMalformedCode' },
          { guard: 'isRejectedCode', actions: 'repeatRejection' },
          { target: 'verifying', actions: 'clearError' },
        ],
        'OTP.RESET': resetTransition,
      },
    },
    verifying: {
      description:
        'One code is being checked (it travels in the call, never in context); every other event waits for the answer.',
      invoke: [
        {
          id: 'verifyCode',
          src: 'verifyCode',
          input: verifyInput,
          onDone: { target: 'verified', actions: 'forgetStoredCode' },
          onError: [
            { guard: 'isWrongCode', target: 'awaitingCode', actions: 'countWrongCode' },
            { guard: 'isLockFailure', target: 'locked', actions: lockActions },
            {
              guard: 'isExpiredCodeFailure',
              target: 'expired',
              actions: ['forgetStoredCode', 'storeExpiry'],
            },
            { target: 'awaitingCode', actions: 'storeFailure' },
          ],
        },
        ticker,
      ],
      on: whileCalling,
    },
    expired: {
      description:
        'The code is no longer valid. Codes are refused without a request; OTP.RESEND sends a new one once allowed.',
      ...withoutLiveCode,
    },
    locked: {
      description:
        'Too many wrong codes: nothing is sent until `lockedUntil`, then a new code may be requested.',
      invoke: ticker,
      always: { guard: 'isLockOver', target: 'settling', actions: 'endLock' },
    },
    verified: {
      description: 'The code was correct. Final: the output carries the token (it is not kept in context).',
      type: 'final',
      output: ({ event }) => {
        const token = (event as { output?: OtpVerifyResult }).output?.token;
        return token === undefined ? {} : { token };
      },
    },
  },
  output: ({ event }) => event.output as OtpOutput,
});
