import { constantTimeEqual } from '../constant-time-equal';
import type { SandboxClock } from '../state/clock';
import type { OtpChannel, OutboxMessage } from '../types';
import type { Contact } from './contact';
import { generateOtpCode, generateRefCode } from './otp-secrets';

/** The OTP rules, from the sandbox options. */
export interface OtpRules {
  channel: OtpChannel;
  otpLifetimeMs: number;
  resendCooldownMs: number;
  maxWrongCodes: number;
  lockMs: number;
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
  wrongAttempts: number;
}

interface ContactState {
  /** The one code that may verify; a new request replaces it, a success or a lock removes it. */
  active?: ActiveCode;
  lastSentAt?: number;
  lockedUntil?: number;
}

/** The OTP state of every contact: codes, cooldowns, wrong-code counters and locks. */
export interface OtpStore {
  request(contact: Contact): OtpRequestOutcome;
  verify(contact: Contact, refCode: string, code: string): OtpVerifyOutcome;
  reset(): void;
}

/**
 * Creates the {@link OtpStore}. `deliver` receives every code sent (the outbox and `onCodeSent`).
 * All times come from the sandbox clock, so tests move expiry, cooldowns and locks through it.
 */
export function createOtpStore(
  rules: OtpRules,
  clock: SandboxClock,
  deliver: (message: OutboxMessage) => void,
): OtpStore {
  const contacts = new Map<string, ContactState>();

  function stateOf(contact: Contact): ContactState {
    let state = contacts.get(contact.key);
    if (state === undefined) {
      state = {};
      contacts.set(contact.key, state);
    }
    return state;
  }

  function lockRemaining(state: ContactState, now: number): number {
    return state.lockedUntil === undefined ? 0 : state.lockedUntil - now;
  }

  return {
    request(contact) {
      const state = stateOf(contact);
      const now = clock.now();
      const locked = lockRemaining(state, now);
      // A lock also refuses new codes: otherwise asking again would reset the wrong-code counter.
      if (locked > 0) return { kind: 'locked', retryAfterMs: locked };
      const cooldownEndsAt = (state.lastSentAt ?? Number.NEGATIVE_INFINITY) + rules.resendCooldownMs;
      if (now < cooldownEndsAt) return { kind: 'cooldown', retryAfterMs: cooldownEndsAt - now };

      const active: ActiveCode = {
        code: generateOtpCode(),
        refCode: generateRefCode(),
        expiresAt: now + rules.otpLifetimeMs,
        wrongAttempts: 0,
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
      const state = stateOf(contact);
      const now = clock.now();
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
      active.wrongAttempts += 1;
      if (active.wrongAttempts >= rules.maxWrongCodes) {
        state.active = undefined;
        state.lockedUntil = now + rules.lockMs;
        return { kind: 'locked', retryAfterMs: rules.lockMs };
      }
      return { kind: 'wrong', attemptsLeft: rules.maxWrongCodes - active.wrongAttempts };
    },

    reset() {
      contacts.clear();
    },
  };
}
