import type { Contact, OtpVerifyResult } from '@loyalty-flows/domain';
import type { FlowError } from '../shared/errors';
import type { ViewError } from '../shared/messages';

/**
 * What the OTP machine starts with: plain data, so the server render, the first client render and a
 * JSON-persisted snapshot all agree. Only `contact` is required.
 *
 * @example createActor(createOtpMachine({ client }), { input: { contact: { contactNumber: '0812345678' } } })
 */
export interface OtpInput {
  /** Who receives the code. `OTP.REQUEST` and `OTP.CONFIGURE` may name another. */
  contact: Contact;
  /** How long after a sent code before another may be sent. Default 60 000 ms. */
  resendCooldownMs?: number;
  /**
   * Cooldown after a request whose fate is unknown (network error, timeout, a page closed mid-request:
   * the SMS may have gone out). Default 15 000 ms.
   */
  uncertainCooldownMs?: number;
  /** Wrong codes the service accepts before it locks. Default 5. */
  maxAttempts?: number;
  /** How long a lock lasts when the service does not say (no `Retry-After`). Default 300 000 ms. */
  lockMs?: number;
  /** How long a code lives when the service's answer does not say. Default 180 000 ms. */
  codeLifetimeMs?: number;
}

/** The deadlines of one contact, all epoch ms on the device clock; stored per contact. */
export interface OtpDeadlines {
  /** The reference of the code that is out. */
  refCode?: string;
  /** When that code stops being valid. */
  expiresAt?: number;
  /** When another code may be sent. */
  resendAvailableAt?: number;
  /** When a lock after too many wrong codes ends. */
  lockedUntil?: number;
}

/**
 * Everything the OTP machine reacts to from the app.
 * - `OTP.REQUEST`: send a code (to `contact` when given). Sends nothing during a cooldown or a lock.
 * - `OTP.RESEND`: send a new code to the same contact, once the cooldown allows it.
 * - `OTP.VERIFY`: check the typed code (ASCII, Thai or full-width digits).
 * - `OTP.RESET`: forget the code and any error. Cooldown and lock stay: they protect the bill.
 * - `OTP.CONFIGURE`: new options after start (a changed contact restores that contact's deadlines;
 *   nothing is sent). Options it cannot take (no contact, a negative duration) are refused with
 *   `invalid_input` in the view's `optionsError`; the running options stay.
 *
 * @example actor.send({ type: 'OTP.VERIFY', code: '123456' })
 */
export type OtpEvent =
  | { type: 'OTP.REQUEST'; contact?: Contact }
  | { type: 'OTP.RESEND' }
  | { type: 'OTP.VERIFY'; code: string }
  | { type: 'OTP.RESET' }
  | { type: 'OTP.CONFIGURE'; options: OtpInput };

/**
 * A contact's stored record: the deadlines, and `spent`, the `expiresAt` of the last code a tab
 * verified, reset or lost to a lock or an expiry (that code and older ones are spent everywhere).
 */
export interface OtpRecord extends OtpDeadlines {
  spent?: number;
}

/**
 * The stored deadlines of the current contact, as the storage actor reads them (on start, and when
 * another tab writes them), with the clock reading it took.
 */
export interface OtpRestored {
  type: 'OTP.RESTORED';
  deadlines: OtpRecord;
  now: number;
}

/**
 * What the machine asks the storage actor to write, merged into the stored record field by field
 * (newest deadline wins); `spent` names a code to forget (only if it is still the stored one).
 */
export interface OtpPersist {
  type: 'OTP.PERSIST';
  deadlines: OtpDeadlines;
  /** The `expiresAt` of the code to forget. */
  spent?: number;
}

/** The machine's context: plain JSON data only (no client, storage, clock, code or token). */
export interface OtpContext extends OtpDeadlines, Required<Omit<OtpInput, 'contact'>> {
  contact: Contact;
  /** The clock at the last reading an actor reported: views compute countdowns from it. */
  now: number;
  attemptsLeft: number;
  /** A fingerprint of the last code the service rejected (not the code), so it is not sent again. */
  rejectedCode?: string;
  error?: FlowError;
  /** Why the last `OTP.CONFIGURE` was refused (`invalid_input`), until one is taken. */
  optionsError?: FlowError;
}

/** What the request actor gets: plain data from context. */
export interface OtpRequestActorInput {
  contact: Contact;
  resendCooldownMs: number;
  uncertainCooldownMs: number;
  codeLifetimeMs: number;
}

/**
 * What the request actor answers: the code it sent (`sent: true`), or, when another tab had already
 * sent one (or a cooldown or lock holds), the deadlines it found instead; with its clock reading.
 */
export interface OtpRequestOutcome {
  sent: boolean;
  deadlines: OtpDeadlines;
  now: number;
}

/** What the verify actor gets: the code travels here only, never in context. */
export interface OtpVerifyActorInput {
  contact: Contact;
  refCode?: string;
  code: string;
  expiresAt?: number;
}

/**
 * What the app hears from the OTP flow, besides its view. Callbacks are not context (context stays
 * plain data): `createOtpMachine` provides them to the machine's actions.
 */
export interface OtpCallbacks {
  /**
   * Called once per verification, on the move to `verified`, with the verify answer as the service gave
   * it (`{ token }`, or `{}` when it sent none): never again for the same verification, not for a
   * restored verified snapshot, not for another tab's verification. What it throws goes to `onError`;
   * the flow stays verified.
   */
  onVerified?: (result: OtpVerifyResult) => void;
  /** Receives what `onVerified` threw. Default: `console.error`. */
  onError?: (error: unknown) => void;
}

/** What the machine outputs when the code is verified (the service's token). */
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
  /**
   * The status in words, from the message table (`otp.status.<status>`; a cooldown with no code to type,
   * after the service refused to send one, is `otp.status.wait`).
   */
  statusText: string;
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
  /** The error with its text and params: `seconds` until a retry is allowed, `attempts` left. */
  error?: ViewError;
  /** Why the last options given after start were refused (no contact, a negative duration): the previous ones stay. */
  optionsError?: ViewError;
  canRequest: boolean;
  canResend: boolean;
  canVerify: boolean;
}
