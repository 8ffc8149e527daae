// Full-width (U+FF10–FF19) and Thai (U+0E50–0E59) digits, as phone keyboards type them. Both blocks
// start at a code point divisible by 16, so the digit's value is its code point modulo 16.
const localDigits = /[\uFF10-\uFF19\u0E50-\u0E59]/g;

/** `text` with full-width and Thai digits turned into ASCII digits. */
export function asciiDigits(text: string): string {
  return text.replace(localDigits, (digit) => String(digit.charCodeAt(0) % 16));
}
