/**
 * Readers that tolerate the wire's loose types (docs/wire-format.md, T7: "a boolean may arrive as `1`, a number
 * as a string").
 */

/** A number, or `undefined` for null, empty or non-numeric values. */
export function num(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** `true`, `1`, `'1'` and `'true'` are true; anything else is false. */
export function bool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** A non-empty string, or `undefined`. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;
}

/** Epoch seconds (or ms, when the value is above 1e12) as epoch ms. */
export function epochMs(value: unknown): number | undefined {
  const parsed = num(value);
  if (parsed === undefined) return undefined;
  return parsed > 1e12 ? parsed : parsed * 1000;
}

/** The value as an object, or `undefined`. */
export function object(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
