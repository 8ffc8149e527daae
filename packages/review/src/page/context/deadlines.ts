import type { PageCommand } from '../../protocol';
import { pathText } from '../../schema-problem';
import type { DeadlineLabels, Json } from '../../session.schema';
import { labelIn } from '../messages';

/**
 * The deadlines a context holds (a cooldown, an expiry, a lock, a Retry-After): a field the actor's app
 * named a deadline (`ActorRecord.deadlines`) whose value is an epoch-ms number within a day of the moment
 * shown. Each becomes a bar that empties as the session clock (real time plus the reviewer's clock offset)
 * reaches it, under the label the app gave it.
 */

/** How far from the moment a number may lie and still be read as a deadline, not a count or an id. */
export const DEADLINE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Contexts are shallow; this keeps a deep or self-similar value from costing a redraw. */
const MAX_DEPTH = 4;

/** One deadline as a bar. */
export interface DeadlineBar {
  /** Where it is in the context: `expiresAt`, `entries[0].expiresAt`. */
  path: string;
  /** The last key: the field the app named a deadline (`resendAvailableAt`). */
  key: string;
  /** Epoch ms. */
  at: number;
  /** ms left at `now`; negative once passed. */
  leftMs: number;
  /** Share of the bar still full, 0..1: what is left of the time between the moment and the deadline. */
  fraction: number;
}

/**
 * The deadline bars of a context.
 *
 * @param context the actor's context at the moment shown
 * @param momentAt when that context was current (epoch ms): the bar is full then
 * @param now the session clock (epoch ms, offset included)
 * @param fields the fields the app named deadlines (the keys of its `DeadlineLabels`)
 * @example
 * deadlineBars({ expiresAt: t + 60_000, attempts: 2 }, t, t + 15_000, ['expiresAt'])
 * // [{ path: 'expiresAt', key: 'expiresAt', at: t + 60_000, leftMs: 45_000, fraction: 0.75 }]
 */
export function deadlineBars(
  context: Json,
  momentAt: number,
  now: number,
  fields: readonly string[],
): DeadlineBar[] {
  const bars: DeadlineBar[] = [];
  if (fields.length === 0) return bars;
  visit(context, [], 0, new Set(fields), (path, key, at) => {
    if (!isNearMoment(at, momentAt)) return;
    const leftMs = at - now;
    const spanMs = at - momentAt;
    const fraction = spanMs <= 0 ? (leftMs > 0 ? 1 : 0) : clamp(leftMs / spanMs);
    bars.push({ path, key, at, leftMs, fraction });
  });
  return bars.sort((a, b) => a.at - b.at);
}

/**
 * A deadline's label in `language`: the app's in that language, else its English one, else the field.
 *
 * @example
 * deadlineLabel({ expiresAt: { en: 'Code expiry' } }, 'expiresAt', 'th') // 'Code expiry'
 */
export function deadlineLabel(labels: DeadlineLabels | undefined, key: string, language: string): string {
  return labelIn(labels !== undefined && Object.hasOwn(labels, key) ? labels[key] : undefined, language, key);
}

/** Whether `value` is an epoch-ms time within a day of the moment (a deadline, or a clock reading). */
export function isNearMoment(value: Json | undefined, momentAt: number): value is number {
  return (
    typeof value === 'number' && Number.isFinite(value) && Math.abs(value - momentAt) <= DEADLINE_WINDOW_MS
  );
}

/** `2:05`, `0:09`, `-0:03` (passed), or `1:02:05` past an hour: what a bar says beside it. */
export function formatLeft(leftMs: number): string {
  const sign = leftMs < 0 ? '-' : '';
  const total = Math.floor(Math.abs(leftMs) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  if (hours > 0) return `${sign}${hours}:${String(minutes).padStart(2, '0')}:${seconds}`;
  return `${sign}${minutes}:${seconds}`;
}

function visit(
  value: Json,
  path: readonly (string | number)[],
  depth: number,
  fields: ReadonlySet<string>,
  found: (path: string, key: string, at: number) => void,
) {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
  const isArray = Array.isArray(value);
  for (const [key, child] of Object.entries(value)) {
    const childPath = [...path, isArray ? Number(key) : key];
    if (!isArray && typeof child === 'number' && fields.has(key)) found(pathText(childPath), key, child);
    else visit(child, childPath, depth + 1, fields, found);
  }
}

function clamp(share: number): number {
  return Math.min(1, Math.max(0, share));
}

/** The reviewer's jumps to a deadline: a second before it, at it, a second after it. */
export const DEADLINE_JUMPS = [
  { name: 'before', offsetMs: -1_000 },
  { name: 'at', offsetMs: 0 },
  { name: 'after', offsetMs: 1_000 },
] as const;

/**
 * The command that moves the shared clock (the apps' and the sandbox's) so that the apps' `now()` reads
 * `at + offsetMs`, or `undefined` when that moment has passed: the clock only moves forward.
 *
 * @param now the session clock now (real time plus the reviewer's offset: what the apps' `now()` reads)
 * @example
 * jumpCommand(t + 60_000, 1_000, t) // { type: 'clock.advance', ms: 61_000 }
 * jumpCommand(t - 5_000, 0, t) // undefined
 */
export function jumpCommand(at: number, offsetMs: number, now: number): PageCommand | undefined {
  // Rounded up: "at" must not land a fraction of a millisecond short of the deadline.
  const ms = Math.ceil(at + offsetMs - now);
  return ms > 0 ? { type: 'clock.advance', ms } : undefined;
}
