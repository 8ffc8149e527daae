import { maskContact } from '@loyalty-flows/domain';

/**
 * Fields whose string values are secrets wherever they appear: codes, tokens, keys and serials. The
 * machines keep no code or token in context; these still pass through events (`OTP.VERIFY`), call
 * inputs and outputs, and an opened voucher's serial is display data in context.
 */
const secretFields = new Set(['otp', 'code', 'token', 'subscriptionkey', 'serial']);

/** Fields that hold a phone number: all but its last four digits are masked. */
const phoneFields = new Set(['contactnumber', 'contact_number']);

/** What a secret is replaced with. */
export const redacted = '[redacted]';

/** Secret values found so far, each with what stands in its place (`[redacted]` or a masked contact). */
export type Secrets = Map<string, string>;

/**
 * The secrets a field holds, each with what stands in its place; the first is the field's own value.
 * A redeem key is `<campaign id>_<serial>` on the wire: its serial part is a secret, its campaign id not.
 */
function secretsOf(name: string, value: unknown): Array<[string, string]> {
  if (typeof value !== 'string' || value === '') return [];
  const field = name.toLowerCase();
  if (secretFields.has(field)) return [[value, redacted]];
  if (phoneFields.has(field)) return [[value, maskContact({ contactNumber: value })]];
  if (field === 'email') return [[value, maskContact({ email: value })]];
  const serialAt = value.indexOf('_') + 1;
  if (field === 'redeemkey' && serialAt > 0 && serialAt < value.length) {
    return [
      [value, `${value.slice(0, serialAt)}${redacted}`],
      [value.slice(serialAt), redacted],
    ];
  }
  return [];
}

function collectInto(value: unknown, found: Secrets, seen: WeakSet<object>): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  for (const [name, field] of Object.entries(value)) {
    const secrets = secretsOf(name, field);
    if (secrets.length === 0) collectInto(field, found, seen);
    for (const [secret, replacement] of secrets) found.set(secret, replacement);
  }
}

/** The secret values held in `value`'s secret and contact fields, at any depth, with their replacements. */
export function collectSecrets(value: unknown): Secrets {
  const found: Secrets = new Map();
  collectInto(value, found, new WeakSet());
  return found;
}

function scrubText(text: string, secrets: ReadonlyArray<readonly [string, string]>): string {
  return secrets.reduce((scrubbed, [secret, replacement]) => scrubbed.split(secret).join(replacement), text);
}

function scrub(
  value: unknown,
  secrets: ReadonlyArray<readonly [string, string]>,
  seen: WeakMap<object, unknown>,
): unknown {
  if (typeof value === 'string') return scrubText(value, secrets);
  if (typeof value === 'function') return '[function]';
  if (typeof value !== 'object' || value === null) return value;
  const done = seen.get(value);
  if (done !== undefined) return done;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [] : {};
  seen.set(value, copy);
  for (const [name, field] of Object.entries(value)) {
    (copy as Record<string, unknown>)[name] = secretsOf(name, field)[0]?.[1] ?? scrub(field, secrets, seen);
  }
  return copy;
}

/**
 * `value` without the secrets found in it and those already `known` (see {@link redactSecrets}).
 * @internal The redacting inspector passes what it remembers from earlier events.
 */
export function redactKnownSecrets<T>(value: T, known: ReadonlyMap<string, string>): T {
  // Short values (a status, a single digit) would blank out unrelated text.
  const found = [...known, ...collectSecrets(value)].filter(([secret]) => secret.length >= 4);
  // Longest first, so a secret that contains another is replaced whole.
  const secrets = found.sort(([a], [b]) => b.length - a.length);
  return scrub(value, secrets, new WeakMap()) as T;
}

/**
 * A plain copy of `value` without secrets: every code, OTP, token, subscription key and serial field
 * is replaced by `[redacted]` (and the serial part of a redeem key), a contact number keeps only its
 * last four digits (an e-mail address its first letter and domain), and so does every occurrence of those values (and of `extraSecrets`)
 * inside other strings (a privilege message quoting its serial). Functions become `[function]`; cycles are kept.
 *
 * @example redactSecrets({ token: 'abc123', note: 'token abc123' }) // { token: '[redacted]', note: 'token [redacted]' }
 * @example redactSecrets({ contactNumber: '0812345678' }) // { contactNumber: '******5678' }
 */
export function redactSecrets<T>(value: T, extraSecrets: Iterable<string> = []): T {
  return redactKnownSecrets(value, new Map([...extraSecrets].map((secret) => [secret, redacted])));
}
