import type { SandboxClock } from '../kit/clock';
import { constantTimeEqual } from '../kit/constant-time-equal';
import type { OtpChannel, OutboxMessage } from '../types';
import type { AcceptedContact } from './contact';
import { generateOtpCode, generateRefCode } from './otp-secrets';

/** The OTP rules, from the sandbox options. */
export interface OtpRules {
  channel: OtpChannel;
  otpLifetimeMs: number;
  resendCooldownMs: number;
  /** Wrong codes one contact may enter inside `wrongCodeWindowMs`; the last one locks it. */
  maxWrongCodes: number;
  wrongCodeWindowMs: number;
  lockMs: number;
  /** Contacts whose state is kept at most (least recently seen go first). Default 10 000. */
  maxTrackedContacts?: number;
}

/** What asking for a code led to. */
type OtpRequestOutcome =
  | { kind: 'sent'; message: OutboxMessage }
  | { kind: 'cooldown'; retryAfterMs: number }
  | { kind: 'locked'; retryAfterMs: number };

/** What checking a code led to. */
type OtpVerifyOutcome =
  | { kind: 'verified' }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'expired' }
  | { kind: 'locked'; retryAfterMs: number };

interface ActiveCode {
  code: string;
  refCode: string;
  expiresAt: number;
}

interface ContactState {
  /** The one code that may verify; a new request replaces it, a success or a lock removes it. */
  active?: ActiveCode;
  lastSentAt?: number;
  lockedUntil?: number;
  /**
   * When this contact's wrong codes were entered, oldest first, inside the window. Kept per contact,
   * not per code: asking for a new code must not buy new guesses (Twilio Verify and Stytch limit
   * attempts per phone number the same way).
   */
  wrongAt: number[];
}

/** The OTP state of every contact: codes, cooldowns, wrong-code counters and locks. */
export interface OtpStore {
  request(contact: AcceptedContact): OtpRequestOutcome;
  verify(contact: AcceptedContact, refCode: string, code: string): OtpVerifyOutcome;
  /** How many contacts have state kept (for tests of the eviction). */
  size(): number;
  reset(): void;
}

/** How often (sandbox clock) the stale state of contacts is swept away. */
const sweepIntervalMs = 60_000;
const defaultMaxTrackedContacts = 10_000;

/**
 * Creates the {@link OtpStore}. `deliver` receives every code sent (the outbox and `onCodeSent`).
 * All times come from the sandbox clock, so tests move expiry, cooldowns and locks through it.
 *
 * Memory stays bounded: a contact whose code, cooldown, lock and counted wrong codes have all run
 * out is forgotten at the next sweep (at most once a minute), and past `maxTrackedContacts` the
 * least recently seen contacts are forgotten first.
 */
export function createOtpStore(
  rules: OtpRules,
  clock: SandboxClock,
  deliver: (message: OutboxMessage) => void,
): OtpStore {
  /** Least recently seen first: a touched contact is moved to the end. */
  const contacts = new Map<string, ContactState>();
  const maxTracked = rules.maxTrackedContacts ?? defaultMaxTrackedContacts;
  let lastSweepAt = Number.NEGATIVE_INFINITY;

  function recentWrongCodes(state: ContactState, now: number): number[] {
    state.wrongAt = state.wrongAt.filter((at) => now - at < rules.wrongCodeWindowMs);
    return state.wrongAt;
  }

  function isStale(state: ContactState, now: number): boolean {
    return (
      (state.active === undefined || now >= state.active.expiresAt) &&
      (state.lastSentAt === undefined || now >= state.lastSentAt + rules.resendCooldownMs) &&
      (state.lockedUntil === undefined || now >= state.lockedUntil) &&
      recentWrongCodes(state, now).length === 0
    );
  }

  function sweep(now: number): void {
    if (now - lastSweepAt < sweepIntervalMs && contacts.size <= maxTracked) return;
    lastSweepAt = now;
    for (const [key, state] of contacts) if (isStale(state, now)) contacts.delete(key);
    for (const key of contacts.keys()) {
      if (contacts.size <= maxTracked) break;
      contacts.delete(key);
    }
  }

  /** The state of `contact`, if any, marked as the most recently seen. */
  function touch(contact: AcceptedContact): ContactState | undefined {
    const state = contacts.get(contact.key);
    if (state !== undefined) contacts.delete(contact.key);
    return state;
  }

  function touchOrCreate(contact: AcceptedContact): ContactState {
    const state = touch(contact) ?? { wrongAt: [] };
    contacts.set(contact.key, state);
    return state;
  }

  function lockRemaining(state: ContactState, now: number): number {
    return state.lockedUntil === undefined ? 0 : state.lockedUntil - now;
  }

  return {
    request(contact) {
      const now = clock.now();
      sweep(now);
      const state = touchOrCreate(contact);
      const locked = lockRemaining(state, now);
      // A lock also refuses new codes: a new code must not let the guessing go on.
      if (locked > 0) return { kind: 'locked', retryAfterMs: locked };
      const cooldownEndsAt = (state.lastSentAt ?? Number.NEGATIVE_INFINITY) + rules.resendCooldownMs;
      if (now < cooldownEndsAt) return { kind: 'cooldown', retryAfterMs: cooldownEndsAt - now };

      const active: ActiveCode = {
        code: generateOtpCode(),
        refCode: generateRefCode(),
        expiresAt: now + rules.otpLifetimeMs,
      };
      state.active = active;
      state.lastSentAt = now;
      const message: OutboxMessage = {
        channel: rules.channel,
        to: contact.display,
        code: active.code,
        refCode: active.refCode,
        sentAt: now,
        expiresAt: active.expiresAt,
      };
      deliver(message);
      return { kind: 'sent', message };
    },

    verify(contact, refCode, code) {
      const now = clock.now();
      sweep(now);
      // A contact without state has no code to guess: nothing is kept for it.
      const state = touch(contact);
      if (state === undefined) return { kind: 'expired' };
      contacts.set(contact.key, state);
      const locked = lockRemaining(state, now);
      if (locked > 0) return { kind: 'locked', retryAfterMs: locked };
      const active = state.active;
      // A used, replaced or unknown reference is as dead as an expired one: the user needs a new code.
      if (
        active === undefined ||
        active.refCode !== refCode.trim().toUpperCase() ||
        now >= active.expiresAt
      ) {
        return { kind: 'expired' };
      }
      if (constantTimeEqual(active.code, code)) {
        state.active = undefined;
        return { kind: 'verified' };
      }
      const wrong = recentWrongCodes(state, now);
      wrong.push(now);
      if (wrong.length >= rules.maxWrongCodes) {
        state.active = undefined;
        state.wrongAt = [];
        state.lockedUntil = now + rules.lockMs;
        return { kind: 'locked', retryAfterMs: rules.lockMs };
      }
      return { kind: 'wrong', attemptsLeft: rules.maxWrongCodes - wrong.length };
    },

    size: () => contacts.size,

    reset() {
      contacts.clear();
      lastSweepAt = Number.NEGATIVE_INFINITY;
    },
  };
}
