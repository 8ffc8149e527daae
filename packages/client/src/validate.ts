import { LoyaltyError } from './loyalty-error';
import type { Contact } from './types';

const phone = /^(?:0\d{9}|\+[1-9]\d{7,14})$/;
const email = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;
// Full-width (U+FF10–FF19) and Thai (U+0E50–0E59) digits, as phone keyboards type them.
const localDigits = /[０-９๐-๙]/g;

/** Refuses a value before anything is sent. The error names the field, never the value. */
function refuse(operation: string, field: string): never {
  throw new LoyaltyError(operation, 'invalid_input', { field });
}

/** The contact as the wire takes it: `contact_number` (spaces and dashes dropped) or `email`. */
export function contactField(operation: string, contact: Contact): Record<string, string> {
  if ('contactNumber' in contact) {
    const value = String(contact.contactNumber).replace(/[\s-]/g, '');
    return phone.test(value) ? { contact_number: value } : refuse(operation, 'contactNumber');
  }
  const value = String(contact.email).trim();
  return email.test(value) ? { email: value } : refuse(operation, 'email');
}

/** A typed code as six ASCII digits (trimmed; full-width and Thai digits converted). */
export function otpCode(operation: string, typed: string): string {
  const ascii = String(typed)
    .trim()
    .replace(localDigits, (digit) => String(digit.charCodeAt(0) % 16));
  return /^\d{6}$/.test(ascii) ? ascii : refuse(operation, 'otp');
}

/** A whole number ≥ `min` (and ≤ `max`), or `undefined` when not given. */
export function count(operation: string, field: string, value: number | undefined, min: number, max = 1e9) {
  if (value === undefined) return undefined;
  return Number.isInteger(value) && value >= min && value <= max ? value : refuse(operation, field);
}

/** A non-empty identifier (a redeem key, a notification id) that may not contain `forbidden`. */
export function identifier(operation: string, field: string, value: string, forbidden?: string): string {
  const text = String(value ?? '');
  return text.trim() === '' || (forbidden !== undefined && text.includes(forbidden))
    ? refuse(operation, field)
    : text;
}
