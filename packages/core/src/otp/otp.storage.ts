import { type Contact, canonicalContact } from '@loyalty-flows/domain';
import type { FlowStorage, MaybePromise } from '../shared/environment-ports';
import { readStored, type WriteQueue, whenAnswered } from '../shared/flow-storage';
import type { OtpDeadlines, OtpRecord } from './otp.types';

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

/** The deadline fields of a stored text; storage is shared with other tabs and may hold anything. */
function parseRecord(text: string | null): OtpRecord {
  try {
    const stored = JSON.parse(text ?? '{}') as Record<string, unknown>;
    const record: Record<string, unknown> = {};
    for (const name of ['expiresAt', 'resendAvailableAt', 'lockedUntil', 'spent'])
      if (Number.isFinite(stored[name])) record[name] = stored[name];
    if (typeof stored.refCode === 'string') record.refCode = stored.refCode;
    return record as OtpRecord;
  } catch {
    return {};
  }
}

/**
 * The stored record of `key`, each field checked: at once from a synchronous storage, as a Promise
 * from an asynchronous one. Unreadable storage (private mode, a blocked page, one that does not answer
 * within `storageAnswerBoundMs`) reads as empty.
 */
export function readRecord(storage: FlowStorage, key: string): MaybePromise<OtpRecord> {
  return whenAnswered(readStored(storage, key), parseRecord);
}

/**
 * Rewrites the record of `key` with `change(stored)`; removes it when no field is left. Writes to one
 * storage go through `queueWrite`, so an asynchronous storage never has an older change land after a newer one. A
 * full or blocked storage loses the write only: the deadlines still hold in this tab's context.
 */
export function writeRecord(
  storage: FlowStorage,
  key: string,
  change: (stored: OtpRecord) => OtpRecord,
  queueWrite: WriteQueue,
): MaybePromise<void> {
  return queueWrite(storage, () =>
    whenAnswered(readRecord(storage, key), (stored) => {
      const next = change(stored);
      if (Object.values(next).every((value) => value === undefined)) return storage.removeItem(key);
      return storage.setItem(key, JSON.stringify(next));
    }),
  );
}

/**
 * The merge rule of the stored record, field by field: the later cooldown and lock win, so a stale
 * tab never shortens another's; the code that expires later wins, so an old code never replaces a
 * newer one; `spent` (a code's `expiresAt`, which names it: the service may send no `refCode`,
 * docs/wire-format.md O2) forgets that code and every older one, and stays in the record, so another
 * tab (or a restored snapshot) learns that its code was spent. A record with no code and no `spent`
 * says nothing about a code: storage that is empty (a new device, cleared, a refused write) spends none.
 *
 * @example mergeDeadlines({ resendAvailableAt: 60 }, { resendAvailableAt: 30 }) // { resendAvailableAt: 60, … }
 */
export function mergeDeadlines(stored: OtpRecord, incoming: OtpDeadlines, spent?: number): OtpRecord {
  const code = (incoming.expiresAt ?? -1) > (stored.expiresAt ?? -1) ? incoming : stored;
  const lastSpent = later(stored.spent, spent);
  const kept = code.expiresAt !== undefined && code.expiresAt > (lastSpent ?? Number.NEGATIVE_INFINITY);
  return {
    refCode: kept ? code.refCode : undefined,
    expiresAt: kept ? code.expiresAt : undefined,
    resendAvailableAt: later(stored.resendAvailableAt, incoming.resendAvailableAt),
    lockedUntil: later(stored.lockedUntil, incoming.lockedUntil),
    spent: lastSpent,
  };
}
