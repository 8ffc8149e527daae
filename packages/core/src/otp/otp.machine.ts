import { assertEvent, assign, type DoneActorEvent, type ErrorActorEvent, setup } from 'xstate';
import { type CountdownTick, type CountdownTickerInput, countdownTicker } from '../shared/countdown-ticker';
import { type FlowError, flowError, toFlowError } from '../shared/errors';
import { fromOneShotPromise } from '../shared/one-shot-promise';
import { normalizeOtpCode } from '../shared/otp-code';
import type { Contact, OtpPort, OtpRequestResult, OtpVerifyResult } from '../shared/port';
import { isSameContact } from './contact-key';
import type { OtpContext, OtpDeadlines, OtpEvent, OtpInput, OtpOutput } from './otp.types';
import { readDeadlines, writeDeadlines } from './otp-persistence';

type ActorAnswer =
  | DoneActorEvent<OtpRequestResult, 'requestCode'>
  | ErrorActorEvent<unknown, 'requestCode'>
  | DoneActorEvent<OtpVerifyResult, 'verifyCode'>
  | ErrorActorEvent<unknown, 'verifyCode'>;

type MachineEvent = OtpEvent | ActorAnswer | CountdownTick;

export interface OtpRequestActorInput {
  client: OtpPort;
  contact: Contact;
}

export interface OtpVerifyActorInput {
  client: OtpPort;
  contact: Contact;
  refCode: string;
  otp: string;
}

function positive(name: string, value: number | undefined, fallback: number): number {
  const resolved = value ?? fallback;
  if (!Number.isFinite(resolved) || resolved < 0)
    throw new RangeError(`otpMachine \`${name}\` must be a number ≥ 0.`);
  return resolved;
}

function initialContext({ input }: { input: OtpInput }): OtpContext {
  // Programming errors, refused at creation rather than sent to the service.
  if (typeof input?.client?.otp?.request !== 'function' || typeof input.client.otp.verify !== 'function') {
    throw new TypeError('otpMachine needs `client` with `otp.request` and `otp.verify`.');
  }
  if (typeof input.contact !== 'object' || input.contact === null) {
    throw new TypeError('otpMachine needs `contact`: { contactNumber } or { email }.');
  }
  const maxAttempts = positive('maxAttempts', input.maxAttempts, 5);
  const clock = input.now ?? (() => Date.now());
  return {
    client: input.client,
    contact: input.contact,
    resendCooldownMs: positive('resendCooldownMs', input.resendCooldownMs, 60_000),
    uncertainCooldownMs: positive('uncertainCooldownMs', input.uncertainCooldownMs, 15_000),
    maxAttempts,
    lockMs: positive('lockMs', input.lockMs, 300_000),
    storage: input.storage,
    clock,
    now: clock(),
    attemptsLeft: maxAttempts,
    // A reload (or another tab) finds the code and deadlines where the last one left them.
    ...readDeadlines(input.storage, input.contact),
  };
}

/**
 * The contact an event is about: the one `OTP.REQUEST` names when that is another person, else the
 * current one (so another spelling of the same number is not a new contact).
 */
function contactOf(context: OtpContext, event: MachineEvent): Contact {
  const named = event.type === 'OTP.REQUEST' ? event.contact : undefined;
  return named && !isSameContact(named, context.contact) ? named : context.contact;
}

/**
 * The deadlines that hold for `contact` now: those in storage when there is storage (another tab may
 * have sent a code), else those in memory for the current contact.
 */
function deadlinesFor(context: OtpContext, contact: Contact): OtpDeadlines {
  if (context.storage) return readDeadlines(context.storage, contact);
  const { refCode, expiresAt, resendAvailableAt, lockedUntil } = context;
  return contact === context.contact ? { refCode, expiresAt, resendAvailableAt, lockedUntil } : {};
}

function isBefore(deadline: number | undefined, now: number): boolean {
  return deadline !== undefined && now < deadline;
}

/** Stores the deadlines of `changes` merged into the context, and returns the changes for `assign`. */
function persisted(context: OtpContext, changes: Partial<OtpContext>): Partial<OtpContext> {
  writeDeadlines(context.storage, changes.contact ?? context.contact, { ...context, ...changes });
  return changes;
}

function failureOf(event: MachineEvent): FlowError {
  return toFlowError((event as { error?: unknown }).error);
}

function requestInput({ context }: { context: OtpContext }): OtpRequestActorInput {
  return { client: context.client, contact: context.contact };
}

function verifyInput({ context }: { context: OtpContext }): OtpVerifyActorInput {
  return {
    client: context.client,
    contact: context.contact,
    refCode: context.refCode ?? '',
    otp: context.pendingCode ?? '',
  };
}

function tickerInput({ context }: { context: OtpContext }): CountdownTickerInput {
  // One ticker runs until the last deadline; every tick re-checks all of them.
  const deadlines = [context.expiresAt, context.resendAvailableAt, context.lockedUntil];
  return {
    expiresAt: Math.max(0, ...deadlines.map((deadline) => deadline ?? 0)),
    serverOffsetMs: 0,
    clock: context.clock,
  };
}

/** `OTP.REQUEST` and `OTP.RESEND`: send when the contact is free to receive a code, else only catch up. */
const sendTransitions = [
  { guard: 'canSend', target: '#otp.sending', actions: 'claimSend' },
  { target: '#otp.settling', actions: 'adoptDeadlines' },
] as const;

const resetTransition = { target: '#otp.settling', actions: 'forgetCode' } as const;

/** `idle` and `expired`: no code to verify; asking for one sends when allowed; the ticker runs the cooldown. */
const withoutLiveCode = {
  invoke: { src: 'countdownTicker', input: tickerInput },
  on: {
    'COUNTDOWN.TICK': { actions: 'updateNow' },
    'OTP.REQUEST': sendTransitions,
    'OTP.RESEND': sendTransitions,
    'OTP.VERIFY': { actions: 'refuseExpiredCode' },
    'OTP.RESET': resetTransition,
  },
} as const;

// Implementations by name; the machine below refers to them. Both calls are pure so that an app
// importing one machine bundles none of the others.
const otpSetup = /* @__PURE__ */ setup({
  types: {
    context: {} as OtpContext,
    events: {} as MachineEvent,
    input: {} as OtpInput,
    output: {} as OtpOutput,
  },
  actors: {
    // One-shot: a snapshot restored mid-call must not send a second SMS or verify the code again.
    requestCode: fromOneShotPromise<OtpRequestResult, OtpRequestActorInput>((input) =>
      input.client.otp.request(input.contact),
    ),
    verifyCode: fromOneShotPromise<OtpVerifyResult, OtpVerifyActorInput>((input) =>
      input.client.otp.verify({ ...input.contact, otp: input.otp, refCode: input.refCode }),
    ),
    countdownTicker,
  },
  guards: {
    canSend: ({ context, event }) => {
      const now = context.clock();
      const held = deadlinesFor(context, contactOf(context, event));
      const sameContact = contactOf(context, event) === context.contact;
      const cooling = sameContact && isBefore(context.resendAvailableAt, now);
      const locked = sameContact && isBefore(context.lockedUntil, now);
      return (
        !cooling && !locked && !isBefore(held.resendAvailableAt, now) && !isBefore(held.lockedUntil, now)
      );
    },
    isLocked: ({ context }) => isBefore(context.lockedUntil, context.clock()),
    hasLiveCode: ({ context }) =>
      context.refCode !== undefined && isBefore(context.expiresAt, context.clock()),
    hasExpiredCode: ({ context }) => context.refCode !== undefined,
    isCodeExpired: ({ context }) => !isBefore(context.expiresAt, context.clock()),
    isLockOver: ({ context }) => !isBefore(context.lockedUntil, context.clock()),
    isMalformedCode: ({ event }) => {
      assertEvent(event, 'OTP.VERIFY');
      return normalizeOtpCode(event.code) === undefined;
    },
    isRejectedCode: ({ context, event }) => {
      assertEvent(event, 'OTP.VERIFY');
      return context.rejectedCode !== undefined && normalizeOtpCode(event.code) === context.rejectedCode;
    },
    isUncertainFailure: ({ event }) => ['network', 'timeout'].includes(failureOf(event).kind),
    isThrottled: ({ event }) => failureOf(event).kind === 'rate_limited',
    isLockFailure: ({ event }) => ['locked', 'rate_limited'].includes(failureOf(event).kind),
    isWrongCode: ({ event }) => failureOf(event).kind === 'wrong_code',
    isExpiredCodeFailure: ({ event }) => failureOf(event).kind === 'code_expired',
  },
  actions: {
    claimSend: assign(({ context, event }) => {
      const contact = contactOf(context, event);
      const switching = contact !== context.contact;
      // Claimed before the request leaves, so a second tab reading storage holds back at once.
      return persisted(context, {
        contact,
        ...(switching ? { refCode: undefined, expiresAt: undefined, lockedUntil: undefined } : {}),
        resendAvailableAt: context.clock() + context.resendCooldownMs,
        error: undefined,
      });
    }),
    adoptDeadlines: assign(({ context, event }) => {
      const contact = contactOf(context, event);
      return { contact, ...deadlinesFor(context, contact) };
    }),
    storeSentCode: assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.requestCode');
      const now = context.clock();
      return persisted(context, {
        now,
        refCode: event.output.refCode,
        expiresAt: event.output.expiresAt,
        resendAvailableAt: now + context.resendCooldownMs,
        attemptsLeft: context.maxAttempts,
        rejectedCode: undefined,
        error: undefined,
      });
    }),
    startServerCooldown: assign(({ context, event }) => {
      const error = failureOf(event);
      const now = context.clock();
      return persisted(context, {
        error,
        resendAvailableAt: Math.max(now + context.resendCooldownMs, error.retryAt ?? 0),
      });
    }),
    startUncertainCooldown: assign(({ context, event }) =>
      persisted(context, {
        error: failureOf(event),
        resendAvailableAt: context.clock() + context.uncertainCooldownMs,
      }),
    ),
    releaseClaim: assign(({ context, event }) =>
      persisted(context, { error: failureOf(event), resendAvailableAt: undefined }),
    ),
    holdCode: assign(({ event }) => {
      assertEvent(event, 'OTP.VERIFY');
      return { pendingCode: normalizeOtpCode(event.code), error: undefined };
    }),
    refuseMalformedCode: assign({ error: () => flowError('invalid_input') }),
    repeatRejection: assign({ error: () => flowError('wrong_code') }),
    refuseExpiredCode: assign({ error: () => flowError('code_expired') }),
    forgetPendingCode: assign({ pendingCode: undefined }),
    countWrongCode: assign(({ context, event }) => ({
      error: failureOf(event),
      rejectedCode: context.pendingCode,
      attemptsLeft: Math.max(0, context.attemptsLeft - 1),
    })),
    storeLock: assign(({ context, event }) => {
      const error = failureOf(event);
      // The service voids the code when it locks: a new one is needed afterwards.
      return persisted(context, {
        error: { ...error, kind: 'locked' as const, message: flowError('locked').message },
        lockedUntil: error.retryAt ?? context.clock() + context.lockMs,
        refCode: undefined,
        expiresAt: undefined,
        attemptsLeft: 0,
      });
    }),
    storeExpiry: assign(({ context, event }) =>
      persisted(context, { error: failureOf(event), expiresAt: context.clock() }),
    ),
    storeFailure: assign(({ event }) => ({ error: failureOf(event) })),
    endLock: assign(({ context }) =>
      persisted(context, { lockedUntil: undefined, attemptsLeft: context.maxAttempts }),
    ),
    forgetCode: assign(({ context }) =>
      persisted(context, {
        refCode: undefined,
        expiresAt: undefined,
        pendingCode: undefined,
        rejectedCode: undefined,
        error: undefined,
        attemptsLeft: context.maxAttempts,
      }),
    ),
    storeToken: assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.verifyCode');
      return { token: event.output.token, error: undefined };
    }),
    clearStoredCode: ({ context }) =>
      writeDeadlines(context.storage, context.contact, { resendAvailableAt: context.resendAvailableAt }),
    updateNow: assign({ now: ({ context }) => context.clock() }),
  },
});

/**
 * Requests and verifies a one-time password without ever sending an SMS nobody asked for.
 *
 * - Nothing is sent on start. `OTP.REQUEST`/`OTP.RESEND` send one code, and only when no request is
 *   in flight, no cooldown runs and no lock holds, in this tab or (through `storage`) in another.
 * - Cooldown, expiry and lock are absolute deadlines in context (and in `storage`), so a reload
 *   resumes them; a ticker keeps `now` fresh once a second while any of them runs.
 * - Verify sends six ASCII digits once; a malformed code, the code just rejected, or any code after
 *   expiry or during a lock is refused without a request.
 *
 * Read it through `getOtpView(snapshot)`; it ends in `verified` with the service's token as output.
 *
 * @example
 * const actor = createActor(otpMachine, { input: { client, contact: { contactNumber: '0812345678' }, storage: localStorage } }).start();
 * actor.send({ type: 'OTP.REQUEST' });
 */
export const otpMachine = /* @__PURE__ */ otpSetup.createMachine({
  id: 'otp',
  context: initialContext,
  initial: 'settling',
  states: {
    settling: {
      description:
        'Decides where the flow stands from the deadlines in context (restored from storage on start): locked, waiting for a code, expired, or idle.',
      entry: 'updateNow',
      always: [
        { guard: 'isLocked', target: 'locked' },
        { guard: 'hasLiveCode', target: 'awaitingCode' },
        { guard: 'hasExpiredCode', target: 'expired' },
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
        'One request for a code is in flight; every other event waits for its answer (even OTP.RESET: the SMS may already be on its way). The cooldown is claimed before it leaves.',
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: requestInput,
        onDone: { target: 'awaitingCode', actions: 'storeSentCode' },
        onError: [
          { guard: 'isThrottled', target: 'settling', actions: 'startServerCooldown' },
          { guard: 'isUncertainFailure', target: 'settling', actions: 'startUncertainCooldown' },
          { guard: 'isLockFailure', target: 'locked', actions: 'storeLock' },
          { target: 'settling', actions: 'releaseClaim' },
        ],
      },
    },
    awaitingCode: {
      description:
        'A code is out and valid. The view shows `cooldown` until a resend is allowed, then `sent`. OTP.VERIFY checks a code.',
      invoke: { src: 'countdownTicker', input: tickerInput },
      always: { guard: 'isCodeExpired', target: 'expired' },
      on: {
        'COUNTDOWN.TICK': { actions: 'updateNow' },
        'OTP.REQUEST': sendTransitions,
        'OTP.RESEND': sendTransitions,
        'OTP.VERIFY': [
          { guard: 'isMalformedCode', actions: 'refuseMalformedCode' },
          { guard: 'isRejectedCode', actions: 'repeatRejection' },
          { target: 'verifying', actions: 'holdCode' },
        ],
        'OTP.RESET': resetTransition,
      },
    },
    verifying: {
      description:
        'One code is being checked; every other event waits for the answer. The typed code is forgotten when it arrives.',
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: verifyInput,
        onDone: { target: 'verified', actions: ['storeToken', 'clearStoredCode', 'forgetPendingCode'] },
        onError: [
          { guard: 'isWrongCode', target: 'awaitingCode', actions: ['countWrongCode', 'forgetPendingCode'] },
          { guard: 'isLockFailure', target: 'locked', actions: ['storeLock', 'forgetPendingCode'] },
          { guard: 'isExpiredCodeFailure', target: 'expired', actions: ['storeExpiry', 'forgetPendingCode'] },
          { target: 'awaitingCode', actions: ['storeFailure', 'forgetPendingCode'] },
        ],
      },
    },
    expired: {
      description:
        'The code is no longer valid. Codes are refused without a request; OTP.RESEND sends a new one once allowed.',
      ...withoutLiveCode,
    },
    locked: {
      description:
        'Too many wrong codes: nothing is sent until `lockedUntil`, then a new code may be requested.',
      invoke: { src: 'countdownTicker', input: tickerInput },
      always: { guard: 'isLockOver', target: 'settling', actions: 'endLock' },
      on: { 'COUNTDOWN.TICK': { actions: 'updateNow' } },
    },
    verified: {
      description: 'The code was correct. Final: the output carries the token.',
      type: 'final',
    },
  },
  output: ({ context }) => (context.token === undefined ? {} : { token: context.token }),
});
