/**
 * Readers that tolerate the wire's loose types (docs/wire-format.md, T7): a boolean as `1`, `"1"`,
 * `"true"`, `"True"` or `"yes"`; a number as a string; a missing date as 0.
 */

import { wallClockToInstant } from '@loyalty-flows/domain';

/** A number, or `undefined` for null, empty or non-numeric values. */
export function num(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** `true`, `1`, and the strings `1`, `true` and `yes` in any case are true; anything else is false. */
export function bool(value: unknown): boolean {
  return (
    value === true || value === 1 || /^(1|true|yes)$/i.test(typeof value === 'string' ? value.trim() : '')
  );
}

/** A non-empty string (a number as its digits), or `undefined`. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;
}

/** Epoch seconds (or ms, when the value is above 1e12: docs/wire-format.md, O3) as epoch ms; 0 is "not set". */
export function epochMs(value: unknown): number | undefined {
  const parsed = num(value);
  if (!parsed) return undefined;
  return parsed > 1e12 ? parsed : parsed * 1000;
}

/**
 * A service date (epoch seconds of its wall-clock time written as if UTC: docs/wire-format.md, T8)
 * as a true instant in epoch ms; 0 is "not set".
 */
export function serviceDate(value: unknown, timeZone: string): number | undefined {
  const wall = epochMs(value);
  return wall === undefined ? undefined : wallClockToInstant(wall, timeZone);
}

/** The value as an object, or `undefined`. */
export function object(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
