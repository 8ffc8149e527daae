import type { MachineGraph } from '../graph/graph.types';
import type { AppMessage, PageCommand } from '../protocol';
import type { ActionRun, Json, Microstep, SnapshotData } from '../session.types';
import { ProtocolError } from './protocol-error';

/** A received text as a JSON object with a `type`, or a {@link ProtocolError}. */
export function parseTyped(text: string): { type: string } & Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ProtocolError('A message must be JSON.');
  }
  if (!isRecord(value) || typeof value.type !== 'string') {
    throw new ProtocolError('A message must be a JSON object with a string "type".');
  }
  return value as { type: string } & Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(message: Record<string, unknown>, field: string): string {
  const value = message[field];
  if (typeof value !== 'string' || value === '')
    throw new ProtocolError(`"${field}" must be a non-empty string.`);
  return value;
}

function optionalText(message: Record<string, unknown>, field: string): string | undefined {
  return message[field] === undefined ? undefined : text(message, field);
}

function finite(message: Record<string, unknown>, field: string): number {
  const value = message[field];
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new ProtocolError(`"${field}" must be a number.`);
  return value;
}

function list(message: Record<string, unknown>, field: string): unknown[] {
  const value = message[field] ?? [];
  if (!Array.isArray(value)) throw new ProtocolError(`"${field}" must be an array.`);
  return value;
}

/** xstate's snapshot as the page shows it: value, context and status (anything else is left out). */
export function snapshotOf(value: unknown): SnapshotData {
  if (!isRecord(value)) throw new ProtocolError('"snapshot" must be an object.');
  const status = typeof value.status === 'string' ? value.status : 'active';
  return { value: (value.value ?? null) as Json, context: (value.context ?? null) as Json, status };
}

function eventOf(value: unknown): { type: string; [key: string]: Json } {
  if (!isRecord(value) || typeof value.type !== 'string') {
    throw new ProtocolError('"event" must be an object with a string "type".');
  }
  return value as { type: string; [key: string]: Json };
}

function definitionOf(value: unknown): MachineGraph | undefined {
  if (value === undefined) return undefined;
  if (
    !isRecord(value) ||
    value.version !== 1 ||
    !Array.isArray(value.nodes) ||
    !Array.isArray(value.transitions)
  ) {
    throw new ProtocolError('"definition" must be a MachineGraph of version 1.');
  }
  return value as unknown as MachineGraph;
}

/**
 * An app tab's message, checked: its type and the fields the server files it by. Values inside
 * (context, event fields) are kept as they came: the app's inspector redacted them already.
 */
export function parseAppMessage(message: { type: string } & Record<string, unknown>): AppMessage {
  switch (message.type) {
    case 'tab':
      return {
        type: 'tab',
        app: text(message, 'app'),
        tab: text(message, 'tab'),
        url: optionalText(message, 'url'),
      };
    case 'actor':
      return {
        type: 'actor',
        actorId: text(message, 'actorId'),
        parentId: optionalText(message, 'parentId'),
        name: text(message, 'name'),
        definition: definitionOf(message.definition),
        snapshot: snapshotOf(message.snapshot),
        at: finite(message, 'at'),
      };
    case 'step':
      return {
        type: 'step',
        actorId: text(message, 'actorId'),
        event: eventOf(message.event),
        sourceId: optionalText(message, 'sourceId'),
        microsteps: list(message, 'microsteps') as Microstep[],
        actions: list(message, 'actions') as ActionRun[],
        snapshot: snapshotOf(message.snapshot),
        at: finite(message, 'at'),
      };
    default:
      throw new ProtocolError(`Unknown app message type "${message.type}".`);
  }
}

/** Most a single "advance clock" may move time, either way: a year. */
const maxAdvanceMs = 366 * 24 * 3_600_000;

/** A page's command, checked. The sandbox checks a fault's route and kind itself and says what is wrong. */
export function parsePageCommand(message: { type: string } & Record<string, unknown>): PageCommand {
  switch (message.type) {
    case 'clock.advance': {
      const ms = finite(message, 'ms');
      if (Math.abs(ms) > maxAdvanceMs) throw new ProtocolError('"ms" must be at most a year either way.');
      return { type: 'clock.advance', ms };
    }
    case 'fault': {
      const command: PageCommand = {
        type: 'fault',
        route: text(message, 'route'),
        kind: text(message, 'kind'),
      };
      if (message.status !== undefined) command.status = finite(message, 'status');
      if (message.retryAfterSeconds !== undefined)
        command.retryAfterSeconds = finite(message, 'retryAfterSeconds');
      if (message.times !== undefined) command.times = finite(message, 'times');
      return command;
    }
    case 'connectivity':
      if (typeof message.online !== 'boolean') throw new ProtocolError('"online" must be true or false.');
      return { type: 'connectivity', online: message.online };
    case 'faults.clear':
    case 'reset':
      return { type: message.type };
    default:
      throw new ProtocolError(`Unknown page command "${message.type}".`);
  }
}
