// Characters that a URL parser or a proxy reads as structure, not as data: path and query
// separators, the escape character, and whitespace or control characters.
const unsafeInSegment = /[/\\?#%\s\p{Cc}]/u;

/**
 * Whether `key` (a redeem key) can travel as one path segment of `/api/redeem/{key}/use` and
 * reach the service as exactly that segment: non-empty, at most 256 characters, not `.` or `..`
 * (the URL parser resolves those: the request would go to `/api/redeem/use` or `/api/use`), and
 * without `/`, `\`, `?`, `#`, `%`, whitespace or control characters (an encoded slash is decoded
 * again by some proxies).
 *
 * @example
 * ```ts
 * isSafePathSegment('CAMP1_SERIAL9'); // true
 * isSafePathSegment('..'); // false
 * ```
 */
export function isSafePathSegment(key: string): boolean {
  return (
    typeof key === 'string' &&
    key !== '' &&
    key.length <= 256 &&
    key !== '.' &&
    key !== '..' &&
    !unsafeInSegment.test(key)
  );
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
