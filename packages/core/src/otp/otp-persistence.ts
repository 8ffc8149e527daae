import type { Contact } from '../shared/port';
import { contactKey } from './contact-key';
import type { OtpDeadlines, OtpStorage } from './otp.types';

const prefix = 'loyalty-flows:otp:';

/** The storage key of a contact: every spelling of one phone or address shares it. */
function keyOf(contact: Contact): string {
  return prefix + contactKey(contact);
}

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * The deadlines stored for `contact`. Storage is shared with other tabs and may hold anything, so
 * what is read is checked field by field; unreadable storage (private mode, quota) reads as empty.
 */
export function readDeadlines(storage: OtpStorage | undefined, contact: Contact): OtpDeadlines {
  try {
    const stored = JSON.parse(storage?.getItem(keyOf(contact)) ?? '{}') as Record<string, unknown>;
    return {
      refCode: typeof stored.refCode === 'string' ? stored.refCode : undefined,
      expiresAt: finite(stored.expiresAt),
      resendAvailableAt: finite(stored.resendAvailableAt),
      lockedUntil: finite(stored.lockedUntil),
    };
  } catch {
    return {};
  }
}

/** Stores the deadlines of `contact` (removes the entry when none is left). */
export function writeDeadlines(
  storage: OtpStorage | undefined,
  contact: Contact,
  deadlines: OtpDeadlines,
): void {
  const { refCode, expiresAt, resendAvailableAt, lockedUntil } = deadlines;
  const kept = { refCode, expiresAt, resendAvailableAt, lockedUntil };
  try {
    if (Object.values(kept).every((value) => value === undefined)) storage?.removeItem(keyOf(contact));
    else storage?.setItem(keyOf(contact), JSON.stringify(kept));
  } catch {
    // Full or blocked storage: the deadlines still hold in memory for this tab.
  }
}
