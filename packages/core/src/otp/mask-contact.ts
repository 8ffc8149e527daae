import type { Contact } from '../shared/port';

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
