import type { MachineGraph } from '../graph/graph.types';
import type { AppMessage, PageCommand, SentEvent } from '../protocol';
import type { ActionRun, Json, Microstep, SnapshotData, StateDescriptions } from '../session.types';
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

/** A list of names (`sendable`), or `undefined` when absent. */
function optionalNames(message: Record<string, unknown>, field: string): string[] | undefined {
  const value = message[field];
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((name) => typeof name === 'string' && name !== '')) {
    throw new ProtocolError(`"${field}" must be an array of non-empty strings.`);
  }
  return value as string[];
}

/** Whether `value` is an object of texts under non-empty keys (one language's descriptions). */
function isTexts(value: unknown): value is Record<string, string> {
  return (
    isRecord(value) && Object.entries(value).every(([id, text]) => id !== '' && typeof text === 'string')
  );
}

/** State descriptions by language then state id (`descriptions`), or `undefined` when absent. */
function descriptionsOf(value: unknown): StateDescriptions | undefined {
  if (value === undefined) return undefined;
  if (
    !isRecord(value) ||
    !Object.entries(value).every(([language, texts]) => language !== '' && isTexts(texts))
  ) {
    throw new ProtocolError('"descriptions" must map languages to objects of state ids and their texts.');
  }
  return value as StateDescriptions;
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
        sendable: optionalNames(message, 'sendable'),
        descriptions: descriptionsOf(message.descriptions),
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
    case 'event.result': {
      if (typeof message.delivered !== 'boolean')
        throw new ProtocolError('"delivered" must be true or false.');
      const result: AppMessage = {
        type: 'event.result',
        requestId: text(message, 'requestId'),
        delivered: message.delivered,
      };
      const reason = optionalText(message, 'reason');
      if (reason !== undefined) result.reason = reason;
      return result;
    }
    default:
      throw new ProtocolError(`Unknown app message type "${message.type}".`);
  }
}

/** Most JSON a reviewer's event may take: a form's worth, far from what an app could choke on. */
const maxSentEventChars = 16 * 1024;

/** Longest event type taken (xstate's own are far shorter). */
const maxEventTypeChars = 200;

/**
 * A reviewer's event, checked: a JSON object with a non-empty string `type` (at most 200 characters), at
 * most {@link maxSentEventChars} of JSON in all. It came as JSON, so every value in it is JSON already.
 */
function sentEventOf(value: unknown): SentEvent {
  if (!isRecord(value) || typeof value.type !== 'string' || value.type === '') {
    throw new ProtocolError('"event" must be an object with a non-empty string "type".');
  }
  if (value.type.length > maxEventTypeChars) {
    throw new ProtocolError(`"event.type" must be at most ${maxEventTypeChars} characters.`);
  }
  if (JSON.stringify(value).length > maxSentEventChars) {
    throw new ProtocolError(`"event" must be at most ${maxSentEventChars} characters of JSON.`);
  }
  return value as SentEvent;
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
    case 'event.send':
      return { type: 'event.send', actorKey: text(message, 'actorKey'), event: sentEventOf(message.event) };
    default:
      throw new ProtocolError(`Unknown page command "${message.type}".`);
  }
}
