import type { InspectionEvent } from 'xstate';
import { collectSecrets, redactSecrets } from './redact-secrets';

/** Secrets remembered across events, so a value seen once is scrubbed wherever it shows later. */
const rememberedLimit = 1_000;

/** Fields that hold live actors: passed on as they are, the inspector reads their ids. */
const actorFields = new Set(['actorRef', 'sourceRef']);

/** The data of a snapshot (its methods and child actors stay as they are). */
function snapshotData(snapshot: unknown) {
  const { context, output, input, error } = (snapshot ?? {}) as Record<string, unknown>;
  return { context, output, input, error };
}

/**
 * Wraps an inspector (a function or an observer such as the Stately inspector's `inspect`, a logger, a
 * test spy) so that it never sees a
 * secret: every field of each inspection event (the event, the action and its parameters, the
 * snapshot's context, output, input and error) is passed through {@link redactSecrets} first, with every secret seen in earlier events too (a serial still shows in a
 * later message). The machines keep working on the real values.
 *
 * @example
 * import { createBrowserInspector } from '@statelyai/inspect';
 * const inspect = createRedactingInspector(createBrowserInspector().inspect);
 * createActor(otpMachine, { input, inspect });
 */
export function createRedactingInspector(
  inspector: ((event: InspectionEvent) => void) | { next?: (event: InspectionEvent) => void },
): (event: InspectionEvent) => void {
  const inspect =
    typeof inspector === 'function' ? inspector : (event: InspectionEvent) => inspector.next?.(event);
  const remembered = new Set<string>();
  const redact = <T>(value: T): T => redactSecrets(value, remembered);
  return (inspection) => {
    const fields = Object.entries(inspection).filter(([key]) => !actorFields.has(key));
    for (const secret of collectSecrets(
      fields.map(([key, value]) => (key === 'snapshot' ? snapshotData(value) : value)),
    )) {
      if (remembered.size >= rememberedLimit) remembered.clear();
      remembered.add(secret);
    }
    const copy: Record<string, unknown> = { ...inspection };
    for (const [key, value] of fields) {
      copy[key] =
        key === 'snapshot' ? { ...(value as object), ...redact(snapshotData(value)) } : redact(value);
    }
    inspect(copy as unknown as InspectionEvent);
  };
}
