import { type Contact, canonicalContact, normalizeOtpCode } from '@loyalty-flows/domain';
import { LoyaltyError } from './loyalty-error';

/** Refuses a value before anything is sent. The error names the field, never the value. */
function refuse(operation: string, field: string): never {
  throw new LoyaltyError(operation, 'invalid_input', { field });
}

/**
 * The contact as the wire takes it, one spelling per person (`canonicalContact`): a Thai mobile
 * number in its national form `0812345678` whatever way it was typed, another number in E.164, an
 * address trimmed and lower-cased (docs/wire-format.md, O8).
 */
export function contactField(operation: string, contact: Contact): Record<string, string> {
  const phone = 'contactNumber' in contact;
  const canonical = canonicalContact(contact) ?? refuse(operation, phone ? 'contactNumber' : 'email');
  return phone ? { contact_number: canonical.replace(/^\+66(\d{9})$/, '0$1') } : { email: canonical };
}

/** A typed code as six ASCII digits (`normalizeOtpCode`), or an `invalid_input` error. */
export function otpCode(operation: string, typed: string): string {
  return normalizeOtpCode(typed) ?? refuse(operation, 'otp');
}

/** A whole number ≥ `min` (and ≤ `max`), or `undefined` when not given. */
export function count(operation: string, field: string, value: number | undefined, min: number, max = 1e9) {
  if (value === undefined) return undefined;
  return Number.isInteger(value) && value >= min && value <= max ? value : refuse(operation, field);
}

/** `value` when `rule` accepts it, else an `invalid_input` error naming `field`. */
export function checked(
  operation: string,
  field: string,
  value: string,
  rule: (value: string) => boolean,
): string {
  return rule(value) ? value : refuse(operation, field);
}
