// Control characters (U+0000–001F, U+007F–009F): no real key holds one, and servers and proxies
// treat them inconsistently even percent-encoded.
const control = /\p{Cc}/u;

/**
 * Whether `key` (a redeem key) reaches the service as exactly one path segment of
 * `/api/redeem/{key}/use` once percent-encoded with `encodeURIComponent` (docs/wire-format.md, U2):
 * not blank, not `.` or `..` (encoding leaves dots alone, and the URL parser resolves those
 * segments: the request would go to `/api/redeem/use` or `/api/use`), and without control
 * characters. `/`, `?`, `#` and `%` are fine: encoding carries them.
 *
 * @example
 * ```ts
 * isSafePathSegment('CAMP1_SERIAL/9#'); // true
 * isSafePathSegment('..'); // false
 * ```
 */
export function isSafePathSegment(key: string): boolean {
  return typeof key === 'string' && key.trim() !== '' && key !== '.' && key !== '..' && !control.test(key);
}

/**
 * Whether a notification id (`RowKey`) can be sent to the read operation, which takes all ids as
 * one comma-separated field: non-empty and without a comma (docs/wire-format.md, N6).
 *
 * @example
 * ```ts
 * isSendableNotificationId('n-1'); // true
 * isSendableNotificationId('a,b'); // false
 * ```
 */
export function isSendableNotificationId(id: string): boolean {
  return typeof id === 'string' && id.trim() !== '' && !id.includes(',');
}
