import { type Contact, canonicalContact } from '@loyalty-flows/domain';
import type { FlowStorage } from '../shared/flow';
import type { OtpDeadlines } from './otp.types';

/**
 * A short fingerprint of `text` (FNV-1a, 32 bits, base 36). Storage keys and lock names carry it
 * instead of the phone number, so neither devtools nor an inspector shows the number (issue 18); a
 * collision between two contacts of one browser would only make them share a cooldown.
 */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1)
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * The storage key and Web Lock name of a contact: one per person, whatever the spelling
 * (`canonicalContact`; a contact that is none keys on its own spelling, as `isSameContact` does).
 */
export function otpKey(contact: Contact): string {
  return `loyalty-flows:otp:${fingerprint(canonicalContact(contact) ?? JSON.stringify(contact))}`;
}

/** The later of two deadlines (either may be missing). */
export function later(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined || (b !== undefined && b > a) ? b : a;
}

/**
 * The stored record of `key`. Storage is shared with other tabs and may hold anything, so each field
 * is checked; unreadable storage (private mode, a blocked page) reads as empty.
 */
export function readRecord(storage: FlowStorage, key: string): OtpDeadlines {
  try {
    const stored = JSON.parse(storage.getItem(key) ?? '{}') as Record<string, unknown>;
    const record: Record<string, unknown> = {};
    for (const name of ['expiresAt', 'resendAvailableAt', 'lockedUntil'])
      if (Number.isFinite(stored[name])) record[name] = stored[name];
    if (typeof stored.refCode === 'string') record.refCode = stored.refCode;
    return record as OtpDeadlines;
  } catch {
    return {};
  }
}

/**
 * Rewrites the record of `key` with `change(stored)`; removes it when no field is left. A full or
 * blocked storage loses the write only: the deadlines still hold in this tab's context.
 */
export function writeRecord(
  storage: FlowStorage,
  key: string,
  change: (stored: OtpDeadlines) => OtpDeadlines,
): void {
  try {
    const next = change(readRecord(storage, key));
    if (Object.values(next).every((value) => value === undefined)) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(next));
  } catch {
    // Nothing to do: see above.
  }
}

/**
 * The merge rule of the stored record, field by field: the later cooldown and lock win, so a stale
 * tab never shortens another's; the code that expires later wins, so an old code never replaces a
 * newer one; `spent` (a code's `expiresAt`, which names it: the service may send no `refCode`,
 * docs/wire-format.md O2) forgets the stored code only if it is that code.
 *
 * @example mergeDeadlines({ resendAvailableAt: 60 }, { resendAvailableAt: 30 }) // { resendAvailableAt: 60, … }
 */
export function mergeDeadlines(stored: OtpDeadlines, incoming: OtpDeadlines, spent?: number): OtpDeadlines {
  const code = (incoming.expiresAt ?? -1) > (stored.expiresAt ?? -1) ? incoming : stored;
  const kept = code.expiresAt !== undefined && code.expiresAt !== spent;
  return {
    refCode: kept ? code.refCode : undefined,
    expiresAt: kept ? code.expiresAt : undefined,
    resendAvailableAt: later(stored.resendAvailableAt, incoming.resendAvailableAt),
    lockedUntil: later(stored.lockedUntil, incoming.lockedUntil),
  };
}
