import type { OtpChannel } from '../types';

/** A contact the sandbox accepted: as sent, and the identity every spelling of it shares. */
export interface Contact {
  /** Trimmed, as the request spelled it (what the outbox shows). */
  display: string;
  /** One identity for every spelling: `0812345678` and `+66812345678` are the same phone. */
  key: string;
}

const thaiMobile = /^0\d{9}$/;
const e164 = /^\+[1-9]\d{7,14}$/;
// Deliberately plain: the sandbox refuses what is clearly not an address, it does not police RFC 5322.
const emailAddress = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/**
 * The identity of a contact of either channel, or `undefined` when `raw` is neither a phone number
 * (Thai 10-digit or E.164) nor an e-mail address.
 */
function contactKey(raw: string): string | undefined {
  const value = raw.trim();
  if (thaiMobile.test(value)) return `+66${value.slice(1)}`;
  if (e164.test(value)) return value;
  if (value.length <= 254 && emailAddress.test(value)) return value.toLowerCase();
  return undefined;
}

/**
 * One identity for every spelling of a contact (`0812345678` and `+66812345678` alike), so the
 * outbox can be searched by either; text that is no contact is compared as it is, trimmed.
 */
export function contactIdentity(raw: string): string {
  return contactKey(raw) ?? raw.trim();
}

/**
 * Accepts `raw` as a contact of `channel`: a phone number for SMS, an e-mail address for e-mail.
 * Returns why not otherwise (a sentence for the error message, without the contact itself).
 */
export function parseContact(raw: string | undefined, channel: OtpChannel): Contact | { refused: string } {
  if (raw === undefined || raw.trim() === '') {
    return { refused: channel === 'sms' ? 'contact_number is required.' : 'An e-mail address is required.' };
  }
  const display = raw.trim();
  const key = contactKey(display);
  const isPhone = key?.startsWith('+') === true;
  if (key === undefined || (channel === 'sms') !== isPhone) {
    return {
      refused:
        channel === 'sms'
          ? 'contact_number must be a Thai 10-digit or E.164 mobile number.'
          : 'This service sends codes by e-mail: give a valid e-mail address.',
    };
  }
  return { display, key };
}
