import type { Contact } from '@loyalty-flows/domain';
import { fromCallback } from 'xstate';
import { browserLocks, onOtherTabWrites } from '../shared/browser-environment';
import { callReporting } from '../shared/callbacks';
import { createClockReader, createTicker } from '../shared/clock';
import { defaultStorage } from '../shared/default-storage';
import type { FlowStorage, LockPort } from '../shared/environment-ports';
import { toFlowError } from '../shared/errors';
import { createWriteQueue, whenAnswered } from '../shared/flow-storage';
import { fromOneShotPromise } from '../shared/one-shot-promise';
import type { OtpPort, OtpVerifyResult } from '../shared/port';
import { otpMachine } from './otp.machine';
import { fingerprint, mergeDeadlines, otpKey, readRecord, writeRecord } from './otp.storage';
import type {
  OtpCallbacks,
  OtpDeadlines,
  OtpPersist,
  OtpRequestActorInput,
  OtpRequestOutcome,
  OtpRestored,
  OtpVerifyActorInput,
} from './otp.types';

/** The part of the Web Locks API (`navigator.locks`) the OTP request takes its cross-tab lock with. */
export type OtpLocks = LockPort;

/**
 * The world the OTP machine runs in.
 *
 * @example createOtpMachine({ client: createLoyaltyClient(options), storage: localStorage })
 */
export interface OtpEnvironment extends OtpCallbacks {
  /** The service: `createLoyaltyClient()` from `@loyalty-flows/client`, or a fake in tests. */
  client: OtpPort;
  /**
   * Keeps the code and deadlines across reloads, restarts and tabs: `localStorage`, or React Native's
   * AsyncStorage (Promises). Default: `browserOtpStorage()`, the rule every flow's default follows
   * (src/shared/default-storage.ts): `localStorage` in a browser, else a memory of the machine's own.
   */
  storage?: FlowStorage;
  /** The clock, epoch ms. Default `Date.now`. */
  now?: () => number;
  /**
   * The cross-tab lock manager. Default `navigator.locks` in a browser (a tab or a worker); none
   * elsewhere, Node 24's own `navigator.locks` included.
   */
  locks?: OtpLocks;
}

/** Failures whose fate is unknown: the claim shrinks to the uncertain cooldown. */
const uncertain = ['network', 'timeout'];

/**
 * The OTP machine wired to `env`: the two calls, the storage sync, the cross-tab lock and the clock.
 *
 * - Requests run under a Web Lock named after the contact (a fingerprint, not the number), and
 *   re-read the stored deadlines inside it: when another tab sent a code (or a cooldown or lock
 *   holds), the answer is those deadlines and no SMS goes out. Before calling, the request claims the
 *   cooldown in storage (a page closed mid-request leaves it: the SMS may be out); a network error or
 *   timeout shrinks the claim to the uncertain cooldown, a definite refusal gives it back.
 * - Without Web Locks (older browsers, React Native, a server), the claim in storage is what remains: two tabs
 *   pressing Send within the time storage takes to reach the other tab may both send; one tab never
 *   sends twice, and the service's 429 (`Retry-After`) then starts the cooldown in both.
 * - Storage is read after start and when another tab writes it (`storage` events, where the runtime
 *   has them), never while the machine is created or on a server; writes merge field by field, the
 *   newest deadline winning, one after another.
 * - A storage that answers with Promises (AsyncStorage) is awaited: the request reads the stored
 *   deadlines before it decides, so an app restarted inside a cooldown sends nothing, even when the
 *   restore has not reached the machine yet. A storage that does not answer within
 *   `storageAnswerBoundMs` (2 s) counts as empty; then the service's 429 is what prevents a second SMS.
 * - Verify reads the clock first and refuses an expired code with `code_expired`, without a call.
 * - On the move to `verified`, `onVerified` gets the verify answer (once; see {@link OtpCallbacks}).
 *   `callbacks` is where they are read when called: `env` itself by default; a binding passes a
 *   function answering the callbacks its component rendered with last.
 *
 * @example
 * const actor = createActor(
 *   createOtpMachine({ client, storage: localStorage, onVerified: ({ token }) => signIn(token) }),
 *   { input: { contact: { contactNumber: '0812345678' } } },
 * ).start();
 */
export function createOtpMachine(env: OtpEnvironment, callbacks: () => OtpCallbacks = () => env) {
  const { client } = env;
  const storage = env.storage ?? defaultStorage();
  const now = env.now ?? Date.now;
  const queueWrite = createWriteQueue();

  const requestCode = fromOneShotPromise<OtpRequestOutcome, OtpRequestActorInput>((input) => {
    const key = otpKey(input.contact);
    const sendUnlessHeld = async (stored: OtpDeadlines): Promise<OtpRequestOutcome> => {
      const claimedAt = now();
      const held = [stored.resendAvailableAt, stored.lockedUntil].some(
        (deadline) => claimedAt < (deadline ?? 0),
      );
      if (held) return { sent: false, deadlines: stored, now: claimedAt };
      const claim = claimedAt + input.resendCooldownMs;
      const store = (change: Parameters<typeof writeRecord>[2]) =>
        writeRecord(storage, key, change, queueWrite);
      // Queued before the call (not awaited: a storage that never answers must not hold the request).
      store((record) => mergeDeadlines(record, { resendAvailableAt: claim }));
      try {
        const result = await client.otp.request(input.contact);
        const at = now();
        const deadlines = {
          refCode: result.refCode,
          expiresAt: result.expiresAt ?? at + input.codeLifetimeMs,
          resendAvailableAt: at + input.resendCooldownMs,
        };
        store((record) => mergeDeadlines(record, deadlines));
        return { sent: true, deadlines, now: at };
      } catch (error) {
        // What the claim becomes, if it is still ours (no other tab claimed since): fate unknown, the
        // uncertain cooldown; throttled, the service's Retry-After when it names one, shorter or longer
        // (docs/wire-format.md E6); locked, it stays (the SMS may be out); refused for sure (nothing
        // sent), given back.
        const { kind, retryAt } = toFlowError(error);
        const settled = uncertain.includes(kind)
          ? now() + input.uncertainCooldownMs
          : kind === 'rate_limited'
            ? (retryAt ?? claim)
            : kind === 'locked'
              ? claim
              : stored.resendAvailableAt;
        if (settled !== claim)
          store((record) =>
            record.resendAvailableAt === claim ? { ...record, resendAvailableAt: settled } : record,
          );
        throw error;
      }
    };
    // The stored deadlines first: at once from localStorage (the call goes out in this same turn),
    // after the Promise from AsyncStorage.
    const send = async () => whenAnswered(readRecord(storage, key), sendUnlessHeld);
    const locks = env.locks ?? browserLocks();
    return locks ? locks.request(key, send) : send();
  });

  const verifyCode = fromOneShotPromise<OtpVerifyResult, OtpVerifyActorInput>(async (input) => {
    // The deadline is checked when the code is typed, not at the next tick (issue 18: a clock jump).
    if (input.expiresAt !== undefined && now() >= input.expiresAt) throw { kind: 'code_expired' };
    try {
      // No refCode when the service sent none (docs/wire-format.md O2): none is sent back.
      const reference = input.refCode === undefined ? {} : { refCode: input.refCode };
      return await client.otp.verify({ ...input.contact, otp: input.code, ...reference });
    } catch (error) {
      // Only a code the service rejected is no secret any more: its fingerprint keeps it from being
      // sent twice. Any other failure carries nothing of the code (it may have been the right one).
      const failure = toFlowError(error);
      if (failure.kind !== 'wrong_code') throw failure;
      throw { ...failure, rejected: fingerprint(`${input.expiresAt}:${input.code}`) };
    }
  });

  const storageSync = fromCallback<OtpPersist, { contact: Contact }>(({ input, sendBack, receive }) => {
    const key = otpKey(input.contact);
    let stopped = false;
    const restore = () =>
      whenAnswered(readRecord(storage, key), (deadlines) => {
        if (!stopped) sendBack({ type: 'OTP.RESTORED', deadlines, now: now() } satisfies OtpRestored);
      });
    receive((event) =>
      writeRecord(storage, key, (stored) => mergeDeadlines(stored, event.deadlines, event.spent), queueWrite),
    );
    restore();
    // Another tab wrote the record (or cleared storage): take its deadlines in.
    const unsubscribe = onOtherTabWrites((changed) => {
      if (changed === key || changed === null) restore();
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  });

  return otpMachine.provide({
    actions: {
      readClock: createClockReader(now),
      notifyVerified: (_, result) => {
        const { onVerified, onError } = callbacks();
        callReporting(onVerified, result, onError);
      },
    },
    actors: { requestCode, verifyCode, storageSync, ticker: createTicker(now) },
  });
}
