/**
 * Normalises a typed one-time code: trims it and turns full-width (U+FF10–FF19) and Thai (U+0E50–0E59)
 * digits into ASCII. Returns the six ASCII digits, or `undefined` when the result is not exactly six digits.
 *
 * @example normalizeOtpCode(' ๑๒๓๔๕๖ ') // '123456'
 */
export function normalizeOtpCode(code: string): string | undefined {
  const ascii = code.trim().replace(/[\uFF10-\uFF19\u0E50-\u0E59]/g, (digit) => {
    const point = digit.charCodeAt(0);
    return String(point - (point >= 0xff10 ? 0xff10 : 0x0e50));
  });
  return /^\d{6}$/.test(ascii) ? ascii : undefined;
}
