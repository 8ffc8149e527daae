import type { Contact } from '../shared/port';

/**
 * Who a contact is, whatever its spelling: a Thai national number and its E.164 form, with or without
 * spaces, dashes or brackets, give one key; so does an address in any letter case. Cooldowns and
 * stored deadlines follow the person, not the spelling, so typing the number differently sends no
 * second SMS (wire-notes.md: both `0812345678` and `+66812345678` are seen).
 *
 * @example contactKey({ contactNumber: '081-234-5678' }) // '+66812345678'
 */
export function contactKey(contact: Contact): string {
  if ('contactNumber' in contact) return contact.contactNumber.replace(/[\s\-().]/g, '').replace(/^0/, '+66');
  return contact.email.trim().toLowerCase();
}

/** Whether two contacts are the same person's (see {@link contactKey}). */
export function isSameContact(a: Contact, b: Contact): boolean {
  return a === b || contactKey(a) === contactKey(b);
}
