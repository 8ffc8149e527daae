import * as v from 'valibot';
import {
  type AppMessage,
  appMessageSchema,
  appSnapshotSchema,
  type PageCommand,
  pageCommandSchema,
} from '../protocol';
import { jsonOf, parseWith, problemText, type SchemaProblem } from '../schema-problem';
import type { SnapshotData } from '../session.schema';
import { ProtocolError } from './protocol-error';

/** A received message as the server reads it first: a JSON object with a string `type`. */
const typedSchema = v.looseObject({ type: v.string() });

/** A received text as a JSON object with a `type`, or a {@link ProtocolError}. */
export function parseTyped(text: string): v.InferOutput<typeof typedSchema> {
  const value = jsonOf(text, () => new ProtocolError('A message must be JSON.'));
  return parseWith(
    typedSchema,
    value,
    () => new ProtocolError('A message must be a JSON object with a string "type".'),
  );
}

/** The refusal of a message, a sentence naming the field at its top (`"at" must be a number.`, `"tab" is missing.`). */
function refusal(problem: SchemaProblem): ProtocolError {
  const text = problemText({ ...problem, where: `"${String(problem.path[0])}"` });
  return new ProtocolError(text.endsWith('.') ? text : `${text}.`);
}

/** xstate's snapshot as the page shows it: value, context and status (anything else is left out). */
export function snapshotOf(value: unknown): SnapshotData {
  return parseWith(v.object({ snapshot: appSnapshotSchema }), { snapshot: value }, refusal).snapshot;
}

/**
 * An app tab's message, checked: its type and the fields the server files it by. Values inside
 * (context, event fields) are kept as they came: the app's inspector redacted them already.
 */
export function parseAppMessage(message: unknown): AppMessage {
  return parseWith(appMessageSchema, message, refusal);
}

/** A page's command, checked. The sandbox checks a fault's route and kind itself and says what is wrong. */
export function parsePageCommand(message: unknown): PageCommand {
  return parseWith(pageCommandSchema, message, refusal);
}
