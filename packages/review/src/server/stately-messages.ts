import { createMachine } from 'xstate';
import type { MachineGraph } from '../graph/graph.types';
import { serializeMachine } from '../graph/serialize-machine';
import type { AppMessage } from '../protocol';
import { snapshotOf } from './parse-messages';
import { ProtocolError } from './protocol-error';

/**
 * `@statelyai/inspect`'s WebSocket messages (`createWebSocketInspector`), read into the review session, so
 * an app already wired to the Stately inspector can point here unchanged. That inspector sends no
 * microsteps and no actions (its `convertXStateEvent` drops them): its steps have none.
 */

type StatelyMessage = { type: string } & Record<string, unknown>;

/**
 * The statechart of a Stately `definition` (the machine config as JSON, functions turned into
 * `{ type: name }`), or `undefined` when it is not a machine config xstate can build.
 */
function graphOf(definition: unknown): MachineGraph | undefined {
  if (typeof definition !== 'string') return undefined;
  try {
    const config = JSON.parse(definition) as unknown;
    if (typeof config !== 'object' || config === null || !('states' in config || 'initial' in config)) {
      return undefined;
    }
    return serializeMachine(createMachine(config as Parameters<typeof createMachine>[0]));
  } catch {
    return undefined;
  }
}

/** The ms of a Stately `createdAt` (a string of epoch ms), or `fallback`. */
function timeOf(createdAt: unknown, fallback: number): number {
  const at = Number(createdAt);
  return Number.isFinite(at) && at > 0 ? at : fallback;
}

function sessionIdOf(message: StatelyMessage): string {
  if (typeof message.sessionId !== 'string' || message.sessionId === '') {
    throw new ProtocolError('"sessionId" must be a non-empty string.');
  }
  return message.sessionId;
}

/**
 * Reads one connection's Stately messages. `@xstate.event` only remembers who sent the event (its
 * `@xstate.snapshot` follows with the event and the state after it); the others become app messages.
 */
export function createStatelyReader(
  now = () => Date.now(),
): (message: StatelyMessage) => AppMessage | undefined {
  const sources = new Map<string, string>();
  return (message) => {
    const actorId = sessionIdOf(message);
    const at = timeOf(message.createdAt, now());
    switch (message.type) {
      case '@xstate.actor': {
        const actor: AppMessage = {
          type: 'actor',
          actorId,
          name: typeof message.name === 'string' && message.name !== '' ? message.name : actorId,
          snapshot: snapshotOf(message.snapshot ?? {}),
          at,
        };
        if (typeof message.parentId === 'string') actor.parentId = message.parentId;
        const definition = graphOf(message.definition);
        if (definition !== undefined) actor.definition = definition;
        return actor;
      }
      case '@xstate.event':
        if (typeof message.sourceId === 'string') sources.set(actorId, message.sourceId);
        else sources.delete(actorId);
        return undefined;
      case '@xstate.snapshot': {
        const event = message.event as { type?: unknown } | undefined;
        if (typeof event?.type !== 'string')
          throw new ProtocolError('"event" must be an object with a string "type".');
        const step: AppMessage = {
          type: 'step',
          actorId,
          event: event as { type: string },
          microsteps: [],
          actions: [],
          snapshot: snapshotOf(message.snapshot),
          at,
        };
        const sourceId = sources.get(actorId);
        if (sourceId !== undefined) step.sourceId = sourceId;
        sources.delete(actorId);
        return step;
      }
      default:
        throw new ProtocolError(`Unknown Stately inspector message "${message.type}".`);
    }
  };
}
