import type { AnyActorRef, InspectionEvent } from 'xstate';
import type { AppMessage, SentEvent } from '../protocol';
import { isMachine, snapshotOf } from './inspection-steps';

/** Most actors held for a reviewer's events; past it the one started longest ago is let go. */
const liveLimit = 2_000;

/** Which event types an app lets a reviewer send a machine, by machine id (`undefined`: none). */
export type SendableEvents = (machineId: string) => readonly string[] | undefined;

/** A live actor as the inspector saw it start. */
interface LiveActor {
  actor: AnyActorRef;
  /** The machine's id; absent for logic that is not a machine (a promise, a callback). */
  machineId?: string;
  /** Every event type the machine handles (to tell an internal event from one it does not know). */
  handled?: ReadonlySet<string>;
}

/** The app's answer to a reviewer's event (without the request id the connection adds). */
type DeliveryResult = Omit<Extract<AppMessage, { type: 'event.result' }>, 'type' | 'requestId'>;

/** The actors of this tab that may take a reviewer's event, and the delivery itself. */
export interface LiveActors {
  /** Follows the actors: one starts with `@xstate.actor`, ends with a snapshot that is not `active`. */
  observe(inspection: InspectionEvent): void;
  /**
   * Sends `event` to the live actor `actorId` when its machine declared the type sendable; else says why
   * not. The machine's own guards still decide what the event does.
   */
  deliver(actorId: string, event: SentEvent): DeliveryResult;
}

function handledEvents(logic: unknown): ReadonlySet<string> | undefined {
  if (!isMachine(logic)) return undefined;
  return new Set(logic.root.events.map(String));
}

/** Why `type` may not be sent to `live`, or `undefined` when it may. */
function refusalOf(live: LiveActor, type: string, sendable: SendableEvents): string | undefined {
  if (live.machineId === undefined)
    return 'The actor is not a state machine: it takes no events from a review.';
  const allowed = sendable(live.machineId);
  if (allowed?.includes(type)) return undefined;
  if (allowed === undefined || allowed.length === 0) {
    return `The app declares no event of ${live.machineId} sendable: ${type} was not sent.`;
  }
  if (live.handled?.has(type)) return `${type} is internal to the machine: an app cannot send it.`;
  return `${live.machineId} has no event ${type}: it was not sent.`;
}

/**
 * Keeps the live actors of the tab (as the inspection events show them start and stop) so a reviewer's
 * event can reach one, and lets through only the types the app declared sendable for its machine: the
 * events a machine's own actors send (a clock tick, restored storage, a call's answer) stay theirs.
 */
export function createLiveActors(sendable: SendableEvents): LiveActors {
  const live = new Map<string, LiveActor>();
  return {
    observe(inspection) {
      const actor = inspection.actorRef as AnyActorRef;
      if (inspection.type === '@xstate.actor') {
        const logic = (actor as { logic?: unknown }).logic;
        const entry: LiveActor = { actor };
        if (isMachine(logic)) {
          entry.machineId = logic.id;
          entry.handled = handledEvents(logic);
        }
        live.set(actor.sessionId, entry);
        if (live.size > liveLimit) live.delete(live.keys().next().value as string);
      } else if (inspection.type === '@xstate.snapshot') {
        const status = (inspection.snapshot as { status?: unknown }).status;
        if (status !== undefined && status !== 'active') live.delete(actor.sessionId);
      }
    },
    deliver(actorId, event) {
      const entry = live.get(actorId);
      if (entry === undefined || (snapshotOf(entry.actor) as { status?: unknown })?.status !== 'active') {
        return { delivered: false, reason: 'The actor is no longer running in its tab.' };
      }
      const reason = refusalOf(entry, event.type, sendable);
      if (reason !== undefined) return { delivered: false, reason };
      try {
        entry.actor.send(event);
        return { delivered: true };
      } catch {
        return { delivered: false, reason: `The actor threw on ${event.type}.` };
      }
    },
  };
}
