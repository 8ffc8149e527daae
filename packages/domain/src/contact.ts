import { asciiDigits } from './digits';

/**
 * Who receives a one-time password: a mobile number (Thai 10-digit or E.164, in any common
 * spelling) or an e-mail address.
 *
 * @example
 * ```ts
 * const contact: Contact = { contactNumber: '081-234-5678' };
 * ```
 */
export type Contact = { contactNumber: string } | { email: string };

const thaiNational = /^0(\d{9})$/;
// E.164 with the national trunk 0 kept after the country code (`+660812345678`), as people type it.
const thaiWithTrunk = /^\+660(\d{9})$/;
const e164 = /^\+[1-9]\d{7,14}$/;
// Deliberately plain: refuse what is clearly no address, do not police RFC 5322.
const emailAddress = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/**
 * The one identity of a contact, whatever its spelling, or `undefined` when it is no valid contact.
 * Every spelling of a Thai mobile number (`0812345678`, `081-234-5678`, `(081) 234 5678`,
 * `+66812345678`, `+66 81 234 5678`, `+660812345678`, Thai or full-width digits) gives
 * `+66812345678`; another E.164 number is kept (spaces, dashes, dots and brackets dropped); an
 * e-mail address is trimmed and lower-cased. Cooldowns, stored deadlines and outboxes key on this,
 * so spelling a number differently never sends a second SMS (docs/wire-format.md, O8).
 *
 * @example
 * ```ts
 * canonicalContact({ contactNumber: '+660812345678' }); // '+66812345678'
 * canonicalContact({ email: ' Ann@Example.COM ' }); // 'ann@example.com'
 * canonicalContact({ contactNumber: '12345' }); // undefined
 * ```
 */
export function canonicalContact(contact: Contact): string | undefined {
  if ('contactNumber' in contact) {
    const number = asciiDigits(String(contact.contactNumber)).replace(/[\s\-().]/g, '');
    const national = thaiNational.exec(number) ?? thaiWithTrunk.exec(number);
    if (national) return `+66${national[1]}`;
    return e164.test(number) ? number : undefined;
  }
  const address = String(contact.email).trim().toLowerCase();
  return address.length <= 254 && emailAddress.test(address) ? address : undefined;
}

/**
 * Whether two contacts are the same person's (see {@link canonicalContact}). Two invalid contacts
 * are the same only when they are spelled the same.
 *
 * @example
 * ```ts
 * isSameContact({ contactNumber: '0812345678' }, { contactNumber: '+66 81 234 5678' }); // true
 * ```
 */
export function isSameContact(a: Contact, b: Contact): boolean {
  const left = canonicalContact(a);
  return left === undefined ? JSON.stringify(a) === JSON.stringify(b) : left === canonicalContact(b);
}

/**
 * The contact with all but its last four digits hidden; for an e-mail address, all of the local part
 * but its first character.
 *
 * @example maskContact({ contactNumber: '0812345678' }) // '******5678'
 */
export function maskContact(contact: Contact): string {
  if ('contactNumber' in contact) {
    const digits = contact.contactNumber.replace(/[\s-]/g, '');
    return '*'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);
  }
  const [local = '', domain = ''] = contact.email.trim().split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
