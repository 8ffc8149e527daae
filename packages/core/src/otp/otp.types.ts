import type { FlowError } from '../shared/errors';
import type { Contact, OtpPort } from '../shared/port';

/**
 * The part of Web Storage the OTP machine uses to keep its deadlines across reloads and tabs
 * (`window.localStorage` fits; so does a `Map`-backed fake in tests).
 */
export interface OtpStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * What the OTP machine starts with.
 *
 * @example createActor(otpMachine, { input: { client, contact: { contactNumber: '0812345678' }, storage: localStorage } })
 */
export interface OtpInput {
  /** The service, as `createLoyaltyClient()` returns it or a fake in tests. */
  client: OtpPort;
  /** Who receives the code. `OTP.REQUEST` may name another. */
  contact: Contact;
  /** How long after a sent code before another may be sent. Default 60 000 ms. */
  resendCooldownMs?: number;
  /**
   * Cooldown after a request whose fate is unknown (network error, timeout: the SMS may have gone
   * out). Default 15 000 ms.
   */
  uncertainCooldownMs?: number;
  /** Wrong codes the service accepts before it locks. Default 5. */
  maxAttempts?: number;
  /** How long a lock lasts when the service does not say (no `Retry-After`). Default 300 000 ms. */
  lockMs?: number;
  /** Keeps the reference code and deadlines across reloads and tabs. Without it they live in memory only. */
  storage?: OtpStorage;
  /** The device clock in epoch ms. Default `Date.now`; tests pass their own. */
  now?: () => number;
}

/**
 * Everything the OTP machine reacts to.
 * - `OTP.REQUEST`: send a code (to `contact` when given). Sends nothing during a cooldown or a lock.
 * - `OTP.RESEND`: send a new code to the same contact, once the cooldown allows it.
 * - `OTP.VERIFY`: check the typed code (trimmed; full-width and Thai digits accepted).
 * - `OTP.RESET`: forget the code and any error. Cooldown and lock deadlines stay: they protect the bill.
 *
 * @example actor.send({ type: 'OTP.VERIFY', code: '123456' })
 */
export type OtpEvent =
  | { type: 'OTP.REQUEST'; contact?: Contact }
  | { type: 'OTP.RESEND' }
  | { type: 'OTP.VERIFY'; code: string }
  | { type: 'OTP.RESET' };

/** The deadlines the machine keeps, all epoch ms on the device clock. Persisted per contact. */
export interface OtpDeadlines {
  refCode?: string;
  /** When the current code stops being valid. */
  expiresAt?: number;
  /** When another code may be sent. */
  resendAvailableAt?: number;
  /** When a lock after too many wrong codes ends. */
  lockedUntil?: number;
}

/** The machine's context. */
export interface OtpContext extends OtpDeadlines {
  client: OtpPort;
  contact: Contact;
  resendCooldownMs: number;
  uncertainCooldownMs: number;
  maxAttempts: number;
  lockMs: number;
  storage: OtpStorage | undefined;
  clock: () => number;
  /** The device clock at the last tick: views compute countdowns from it. */
  now: number;
  attemptsLeft: number;
  /** The code being verified; forgotten as soon as the answer arrives. */
  pendingCode?: string;
  /** The last code the service rejected, so the same code is not sent again. */
  rejectedCode?: string;
  error?: FlowError;
  /** The service's token after a correct code (also the machine's output). */
  token?: string;
}

/** What the machine outputs when the code is verified. */
export interface OtpOutput {
  token?: string;
}

/** Where the OTP flow stands, as the UI shows it. */
export type OtpStatus =
  | 'idle'
  | 'sending'
  | 'cooldown'
  | 'sent'
  | 'verifying'
  | 'verified'
  | 'expired'
  | 'locked';

/** What a UI renders for the OTP flow: a plain object from `getOtpView(snapshot)`. */
export interface OtpView {
  status: OtpStatus;
  /** Ms until another code may be sent (0 when it may). */
  resendInMs: number;
  /** Ms until the current code expires (0 when there is none or it has expired). */
  expiresInMs: number;
  attemptsLeft: number;
  /** Epoch ms at which a lock ends. */
  lockedUntil?: number;
  refCode?: string;
  /** The contact with all but its last four characters hidden (`******5678`, `s***@example.com`). */
  maskedContact: string;
  error?: FlowError;
  canRequest: boolean;
  canResend: boolean;
  canVerify: boolean;
}
