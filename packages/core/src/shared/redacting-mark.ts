import type { InspectionEvent } from 'xstate';

/**
 * The mark `createRedactingInspector` sets on what it returns. A registered symbol, so two copies of
 * the package in one app still recognise each other's inspectors.
 */
export const redacting: unique symbol = Symbol.for('@loyalty-flows/core:redacting-inspector') as never;

/**
 * An inspector that redacts secrets before anything sees them: only `createRedactingInspector` of
 * `@loyalty-flows/core/inspect` makes one. The flows take no other, so redaction ships only in apps
 * that inspect.
 */
export type RedactingInspector = ((event: InspectionEvent) => void) & { readonly [redacting]: true };

/**
 * `inspect` itself when it redacts; a `TypeError` otherwise, so a plain inspector (a logger, the
 * Stately inspector's `inspect`) never receives a flow's codes, tokens or serials.
 */
export function checkedInspector(inspect: RedactingInspector): RedactingInspector {
  if (typeof inspect === 'function' && inspect[redacting] === true) return inspect;
  throw new TypeError(
    'inspect takes an inspector wrapped by createRedactingInspector() of @loyalty-flows/core/inspect, so that no secret reaches it',
  );
}
