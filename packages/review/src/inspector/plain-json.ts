import type { Json } from '../session.schema';

/** How deep a value is copied; deeper parts become `"[deep]"` (a runaway structure must not hang the app). */
const depthLimit = 12;

function isActorRef(value: object): value is { sessionId: string; id?: unknown } {
  return typeof (value as { sessionId?: unknown }).sessionId === 'string' && 'send' in value;
}

function copy(value: unknown, depth: number, path: Set<object>): Json {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'function') return '[function]';
  if (typeof value !== 'object') return null;
  if (path.has(value)) return '[cycle]';
  if (depth >= depthLimit) return '[deep]';
  // A context or an event may hold a live actor (a spawned child): its id says which.
  if (isActorRef(value)) return { actor: value.sessionId };
  if (value instanceof Date) return value.toISOString();
  path.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => copy(item, depth + 1, path));
    if (value instanceof Map) return copy(Object.fromEntries(value), depth, path);
    if (value instanceof Set) return copy([...value], depth, path);
    const result: { [key: string]: Json } = {};
    for (const [key, field] of Object.entries(value)) {
      if (field !== undefined) result[key] = copy(field, depth + 1, path);
    }
    return result;
  } finally {
    path.delete(value);
  }
}

/**
 * A JSON-safe copy of an inspected value (already redacted by the flows' inspector): functions become
 * `"[function]"`, live actors `{ actor: <session id> }`, cycles `"[cycle]"`, and nothing deeper than 12
 * levels is copied, so any machine's context can be sent without throwing into the app.
 */
export function plainJson(value: unknown): Json {
  return copy(value, 0, new Set());
}
