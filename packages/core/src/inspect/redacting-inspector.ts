import type { AnyActorRef, InspectionEvent } from 'xstate';
import { type RedactingInspector, redacting } from '../shared/redacting-mark';
import { collectSecrets, redactKnownSecrets, type Secrets } from './redact-secrets';

/** Secrets remembered across events, so a value seen once is scrubbed wherever it shows later. */
const rememberedLimit = 1_000;

/** Fields that hold live actors: the inspector reads their ids, and their snapshot (`@xstate.actor`). */
const actorFields = new Set(['actorRef', 'sourceRef']);

type Redact = <T>(value: T) => T;

/** What receives inspection events: a function, or an observer such as the Stately inspector's `inspect`. */
export type InspectionReceiver =
  | ((event: InspectionEvent) => void)
  | { next?: (event: InspectionEvent) => void };

/** The data of a snapshot (its methods and child actors stay as they are). */
function snapshotData(snapshot: unknown) {
  const { context, output, input, error } = (snapshot ?? {}) as Record<string, unknown>;
  return { context, output, input, error };
}

function redactedSnapshot<T>(snapshot: T, redact: Redact): T {
  return { ...snapshot, ...redact(snapshotData(snapshot)) };
}

/** An actor's snapshot, or `undefined` while the actor is still being created (xstate throws then). */
function readableSnapshot(actor: AnyActorRef | undefined): unknown {
  try {
    return actor?.getSnapshot();
  } catch {
    return undefined;
  }
}

/** What the inspector may read of a field: a live actor's snapshot data, or the field itself. */
function inspectedData(key: string, value: unknown): unknown {
  if (actorFields.has(key)) return snapshotData(readableSnapshot(value as AnyActorRef | undefined));
  return key === 'snapshot' ? snapshotData(value) : value;
}

/**
 * The actor as the inspector sees it: the same actor, but `getSnapshot()` answers redacted. The
 * Stately inspector reads the snapshot of a new actor from it (an invoked call's input holds the code).
 */
function redactedActor(actor: AnyActorRef, redact: Redact): AnyActorRef {
  return new Proxy(actor, {
    get(target, property) {
      if (property === 'getSnapshot') return () => redactedSnapshot(target.getSnapshot(), redact);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Wraps an inspector (a function or an observer such as the Stately inspector's `inspect`, a logger, a
 * test spy) so that it never sees a secret nor a whole contact number: every field of each inspection
 * event (the event, the action and its parameters, the snapshot's context, output, input and error,
 * and the snapshot of the actors it names) is passed through `redactSecrets` first, with every secret
 * seen in earlier events too (a serial still shows in a later message). The machines keep working on
 * the real values. The bindings and `createFlowActor` take no other inspector, so redaction is bundled
 * only by apps that inspect.
 *
 * @example
 * import { createBrowserInspector } from '@statelyai/inspect';
 * const inspect = createRedactingInspector(createBrowserInspector().inspect);
 * createActor(otpMachine, { input, inspect });
 * <LoyaltyProvider client={client} inspect={inspect}>
 */
export function createRedactingInspector(inspector: InspectionReceiver): RedactingInspector {
  const inspect =
    typeof inspector === 'function' ? inspector : (event: InspectionEvent) => inspector.next?.(event);
  const remembered: Secrets = new Map();
  const redact: Redact = (value) => redactKnownSecrets(value, remembered);
  const redactingInspector = (inspection: InspectionEvent) => {
    const fields = Object.entries(inspection);
    const data = fields.map(([key, value]) => inspectedData(key, value));
    for (const [secret, replacement] of collectSecrets(data)) {
      if (remembered.size >= rememberedLimit) remembered.clear();
      remembered.set(secret, replacement);
    }
    const copy: Record<string, unknown> = {};
    for (const [key, value] of fields) {
      if (actorFields.has(key)) copy[key] = value && redactedActor(value as AnyActorRef, redact);
      else copy[key] = key === 'snapshot' ? redactedSnapshot(value, redact) : redact(value);
    }
    inspect(copy as unknown as InspectionEvent);
  };
  return Object.assign(redactingInspector, { [redacting]: true as const });
}
