import { canonicalContact } from '@loyalty-flows/domain';
import type { OtpChannel } from '../types';

/** A contact the sandbox accepted: as sent, and the identity every spelling of it shares. */
export interface AcceptedContact {
  /** Trimmed, as the request spelled it (what the outbox shows). */
  display: string;
  /**
   * One identity for every spelling (`0812345678`, `+66812345678`, `+660812345678`,
   * `081-234-5678`): the domain's canonical contact (docs/wire-format.md, O8).
   */
  key: string;
}

/**
 * One identity for every spelling of a contact of either channel, so the outbox can be searched by
 * any of them; text that is no contact is compared as it is, trimmed.
 */
export function contactIdentity(raw: string): string {
  return canonicalContact({ contactNumber: raw }) ?? canonicalContact({ email: raw }) ?? raw.trim();
}

/**
 * Accepts `raw` as a contact of `channel`: a phone number for SMS, an e-mail address for e-mail.
 * Returns why not otherwise (a sentence for the error message, without the contact itself).
 */
export function parseContact(
  raw: string | undefined,
  channel: OtpChannel,
): AcceptedContact | { refused: string } {
  if (raw === undefined || raw.trim() === '') {
    return { refused: channel === 'sms' ? 'contact_number is required.' : 'An e-mail address is required.' };
  }
  const display = raw.trim();
  const key = canonicalContact(channel === 'sms' ? { contactNumber: display } : { email: display });
  if (key === undefined) {
    return {
      refused:
        channel === 'sms'
          ? 'contact_number must be a Thai or E.164 mobile number.'
          : 'This service sends codes by e-mail: give a valid e-mail address.',
    };
  }
  return { display, key };
}
