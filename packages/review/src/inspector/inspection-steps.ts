import type { AnyActorRef, AnyStateMachine, InspectionEvent } from 'xstate';
import { findTransition } from '../graph/active-nodes';
import type { MachineGraph } from '../graph/graph.types';
import { guardName, implementationName, serializeMachine } from '../graph/serialize-machine';
import type { AppMessage } from '../protocol';
import type { ActionRun, Microstep, SnapshotData, StateDescriptions } from '../session.schema';
import { plainJson } from './plain-json';

/**
 * A machine's state descriptions in other languages, by machine id: language (`th`), then state id
 * (`otp.sent.cooldown`). A language left `undefined` is one the app has none in.
 */
export type DescribedStates = (
  machineId: string,
) => Readonly<Record<string, Readonly<Record<string, string>> | undefined>> | undefined;

/**
 * Each machine's deadline fields with their labels, by machine id: context field, then language
 * (`{ expiresAt: { en: 'Code expiry' } }`); `undefined`: none.
 */
export type DeclaredDeadlines = (
  machineId: string,
) => Readonly<Record<string, Readonly<Record<string, string>> | undefined>> | undefined;

/**
 * Texts two names deep (descriptions: language, then state id; deadlines: field, then language) of
 * `machineId` as the actor message carries them: only texts, only outer names that have some; `undefined`
 * when none. Built with `Object.fromEntries`, so no id becomes a prototype.
 */
function textsOf(
  declared: DescribedStates | DeclaredDeadlines,
  machineId: string,
): StateDescriptions | undefined {
  const outer = Object.entries(declared(machineId) ?? {}).flatMap(([name, texts]) => {
    const kept = Object.entries(texts ?? {}).filter(([, text]) => typeof text === 'string');
    return kept.length > 0 ? [[name, Object.fromEntries(kept)] as const] : [];
  });
  return outer.length > 0 ? Object.fromEntries(outer) : undefined;
}

/** What one macrostep has gathered so far for an actor: its hops and actions, and who sent the event. */
interface Pending {
  microsteps: Microstep[];
  actions: ActionRun[];
  /** Actions named on the transitions taken: `assign`s are evaluated, not run, and xstate reports no `@xstate.action` for them. */
  named: string[];
  sourceId?: string;
}

/** A transition as a `@xstate.microstep` event carries it (a redacted copy, or the live definition). */
interface InspectedTransition {
  source?: { id?: unknown };
  target?: ReadonlyArray<{ id?: unknown }> | null;
  eventType?: unknown;
  guard?: unknown;
  actions?: unknown;
}

/** The names of a transition's actions (`{ type }` objects or strings), inline functions left out. */
function actionNames(actions: unknown): string[] {
  if (!Array.isArray(actions)) return [];
  return actions.flatMap((action: unknown) => {
    if (typeof action === 'string') return [action];
    const type = (action as { type?: unknown } | null)?.type;
    return typeof type === 'string' ? [type] : [];
  });
}

/** The actions of a macrostep: those xstate reported, then the named ones it did not (its `assign`s). */
function actionsOf(gathered: Pending): ActionRun[] {
  const reported = new Set(gathered.actions.map((action) => action.type));
  return [
    ...gathered.actions,
    ...gathered.named.filter((name) => !reported.has(name)).map((type) => ({ type })),
  ];
}

/** Whether an actor's logic is a state machine (it has a root state node, a config and an id). */
export function isMachine(logic: unknown): logic is AnyStateMachine {
  return typeof logic === 'object' && logic !== null && 'root' in logic && 'config' in logic && 'id' in logic;
}

function snapshotData(snapshot: unknown): SnapshotData {
  const { value, context, status } = (snapshot ?? {}) as Record<string, unknown>;
  return {
    value: plainJson(value ?? null),
    context: plainJson(context ?? null),
    status: typeof status === 'string' ? status : 'active',
  };
}

/**
 * What an actor that is not a machine is called: the name its parent invoked it by (`ticker`,
 * `requestCode`), else its id (xstate makes ids such as `0.otp.idle` for invokes without one).
 */
function nameOf(actor: AnyActorRef): string {
  const { src } = actor as { src?: unknown };
  return typeof src === 'string' && src !== '' ? src : String(actor.id);
}

/** An actor's snapshot, or `undefined` while it is being created (xstate throws then). */
export function snapshotOf(actor: AnyActorRef): unknown {
  try {
    return actor.getSnapshot();
  } catch {
    return undefined;
  }
}

function microstepOf(
  transition: InspectedTransition,
  value: unknown,
  graph: MachineGraph | undefined,
): Microstep {
  const source = String(transition.source?.id ?? '');
  const event = typeof transition.eventType === 'string' ? transition.eventType : '';
  const targets = (transition.target ?? []).map((node) => String(node.id ?? ''));
  const microstep: Microstep = { source, event, targets, value: plainJson(value ?? null) };
  if (graph !== undefined) {
    // Named as the graph names it, so a combined guard (`and(a, b)`) matches its own transition.
    const guard =
      transition.guard === undefined || transition.guard === null ? null : guardName(transition.guard);
    const found =
      findTransition(graph, source, event, targets, guard) ?? findTransition(graph, source, event, targets);
    if (found !== undefined) microstep.transitionId = found.id;
  }
  return microstep;
}

/**
 * Turns xstate's inspection events into the review protocol's messages: an `actor` message for each new
 * actor (with its statechart when its logic is a machine), and one `step` per macrostep, gathering the
 * `@xstate.microstep`s and `@xstate.action`s that came before the actor's `@xstate.snapshot`. A machine's
 * actor names the event types `sendable` lists for its machine id (what a reviewer may send it), and the
 * state descriptions `descriptions` gives it in other languages (what the page shows in those), and the
 * deadline fields of its context `deadlines` names (what the page draws as bars). Keeps only
 * what is needed to finish the steps under way; definitions are serialised once per machine.
 *
 * @example
 * const toMessages = createStepGatherer();
 * const inspect = (event) => toMessages(event).forEach(send);
 */
export function createStepGatherer(
  now = () => Date.now(),
  sendable: (machineId: string) => readonly string[] | undefined = () => undefined,
  descriptions: DescribedStates = () => undefined,
  deadlines: DeclaredDeadlines = () => undefined,
): (event: InspectionEvent) => AppMessage[] {
  const graphs = new WeakMap<object, MachineGraph>();
  const graphOfActor = new Map<string, MachineGraph>();
  const pending = new Map<string, Pending>();
  /** Actors created but not started yet: introduced with their first snapshot (React's StrictMode drops some unstarted). */
  const unstarted = new Map<string, AppMessage & { type: 'actor' }>();

  const pendingOf = (actorId: string) => {
    let entry = pending.get(actorId);
    if (entry === undefined) {
      entry = { microsteps: [], actions: [], named: [] };
      pending.set(actorId, entry);
    }
    return entry;
  };

  function graphOf(logic: AnyStateMachine): MachineGraph {
    let graph = graphs.get(logic);
    if (graph === undefined) {
      graph = serializeMachine(logic);
      graphs.set(logic, graph);
    }
    return graph;
  }

  return (inspection) => {
    // xstate types it as ActorRefLike; the inspected actor is a whole actor (the redaction proxy passes it on).
    const actor = inspection.actorRef as AnyActorRef;
    const actorId = actor.sessionId;
    switch (inspection.type) {
      case '@xstate.actor': {
        const logic = (actor as { logic?: unknown }).logic;
        const message: AppMessage & { type: 'actor' } = {
          type: 'actor',
          actorId,
          name: isMachine(logic) ? logic.id : nameOf(actor),
          snapshot: snapshotData(snapshotOf(actor)),
          at: now(),
        };
        const parentId = (actor as { _parent?: AnyActorRef })._parent?.sessionId;
        if (parentId !== undefined) message.parentId = parentId;
        if (isMachine(logic)) {
          message.definition = graphOf(logic);
          graphOfActor.set(actorId, message.definition);
          const types = sendable(logic.id);
          if (types !== undefined && types.length > 0) message.sendable = [...types];
          const described = textsOf(descriptions, logic.id);
          if (described !== undefined) message.descriptions = described;
          const timed = textsOf(deadlines, logic.id);
          if (timed !== undefined) message.deadlines = timed;
        }
        unstarted.set(actorId, message);
        return [];
      }
      case '@xstate.event': {
        // Each event names its own sender: one from outside (the app, a review page) names none.
        const sourceId = inspection.sourceRef?.sessionId;
        if (sourceId !== undefined && sourceId !== actorId) pendingOf(actorId).sourceId = sourceId;
        else if (pending.has(actorId)) delete pendingOf(actorId).sourceId;
        return [];
      }
      case '@xstate.microstep': {
        const { _transitions: transitions, snapshot } = inspection as unknown as {
          _transitions?: InspectedTransition[];
          snapshot?: { value?: unknown };
        };
        const graph = graphOfActor.get(actorId);
        const entry = pendingOf(actorId);
        for (const transition of transitions ?? []) {
          entry.microsteps.push(microstepOf(transition, snapshot?.value, graph));
          entry.named.push(...actionNames(transition.actions));
        }
        return [];
      }
      case '@xstate.action': {
        const { type, params } = inspection.action as { type?: unknown; params?: unknown };
        const run: ActionRun = { type: typeof type === 'string' ? type : implementationName(type) };
        if (params !== undefined) run.params = plainJson(params);
        pendingOf(actorId).actions.push(run);
        return [];
      }
      case '@xstate.snapshot': {
        const gathered = pending.get(actorId) ?? { microsteps: [], actions: [], named: [] };
        pending.delete(actorId);
        const event = plainJson(inspection.event) as { type: string };
        const step: AppMessage = {
          type: 'step',
          actorId,
          event: { ...event, type: String(event.type) },
          microsteps: gathered.microsteps,
          actions: actionsOf(gathered),
          snapshot: snapshotData(inspection.snapshot),
          at: now(),
        };
        if (gathered.sourceId !== undefined) step.sourceId = gathered.sourceId;
        const status = (inspection.snapshot as { status?: unknown }).status;
        if (status === 'done' || status === 'error' || status === 'stopped') graphOfActor.delete(actorId);
        const introduction = unstarted.get(actorId);
        if (introduction === undefined) return [step];
        // Its first snapshot is its start: only now does it exist for a reviewer.
        unstarted.delete(actorId);
        return [{ ...introduction, snapshot: step.snapshot, at: step.at }, step];
      }
      default:
        return [];
    }
  };
}
