/** Fields whose string values are secrets wherever they appear: codes, tokens, keys and serials. */
const secretFields = new Set([
  'otp',
  'code',
  'pendingcode',
  'rejectedcode',
  'token',
  'subscriptionkey',
  'serial',
]);

/** What a secret is replaced with. */
export const redacted = '[redacted]';

function isSecretField(name: string, value: unknown): value is string {
  return typeof value === 'string' && value !== '' && secretFields.has(name.toLowerCase());
}

function collectInto(value: unknown, found: Set<string>, seen: WeakSet<object>): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  for (const [name, field] of Object.entries(value)) {
    if (isSecretField(name, field)) found.add(field);
    else collectInto(field, found, seen);
  }
}

/** The secret values held in `value`'s secret fields, at any depth. */
export function collectSecrets(value: unknown): string[] {
  const found = new Set<string>();
  collectInto(value, found, new WeakSet());
  return [...found];
}

function scrubText(text: string, secrets: readonly string[]): string {
  return secrets.reduce((scrubbed, secret) => scrubbed.split(secret).join(redacted), text);
}

function scrub(value: unknown, secrets: readonly string[], seen: WeakMap<object, unknown>): unknown {
  if (typeof value === 'string') return scrubText(value, secrets);
  if (typeof value === 'function') return '[function]';
  if (typeof value !== 'object' || value === null) return value;
  const done = seen.get(value);
  if (done !== undefined) return done;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [] : {};
  seen.set(value, copy);
  for (const [name, field] of Object.entries(value)) {
    (copy as Record<string, unknown>)[name] = isSecretField(name, field)
      ? redacted
      : scrub(field, secrets, seen);
  }
  return copy;
}

/**
 * A plain copy of `value` without secrets: every code, OTP, token, subscription key and serial field
 * is replaced by `[redacted]`, and so is every occurrence of those values (and of `extraSecrets`)
 * inside other strings (a privilege message quoting its serial). Functions become `[function]`; cycles are kept.
 *
 * @example redactSecrets({ token: 'abc', note: 'token abc' }) // { token: '[redacted]', note: 'token [redacted]' }
 */
export function redactSecrets<T>(value: T, extraSecrets: Iterable<string> = []): T {
  // Short values (a status, a single digit) would blank out unrelated text.
  const found = new Set([...extraSecrets, ...collectSecrets(value)].filter((secret) => secret.length >= 4));
  // Longest first, so a secret that contains another is replaced whole.
  const secrets = [...found].sort((a, b) => b.length - a.length);
  return scrub(value, secrets, new WeakMap()) as T;
}
