import type { MachineGraph } from '../../graph/graph.types';
import type { ActorRecord, StateDescriptions } from '../../session.schema';

/**
 * The states' descriptions in the page's language, when the app gave some beside the machine's own: the
 * review page knows xstate, not the flows, so a Thai description comes only from what the app sent
 * (`ActorRecord.descriptions`). A state with none in that language keeps the machine's own.
 */

/** One language's descriptions: state id → text. */
export type DescriptionTexts = Readonly<Record<string, string>>;

/**
 * The descriptions of `descriptions` in `language`, or `undefined` when it has none in it (or what it has
 * is no object: a session file is read as it was written).
 */
export function descriptionsIn(
  descriptions: StateDescriptions | undefined,
  language: string,
): DescriptionTexts | undefined {
  const texts: unknown =
    isObject(descriptions) && Object.hasOwn(descriptions, language) ? descriptions[language] : undefined;
  return isObject(texts) && Object.keys(texts).length > 0 ? (texts as DescriptionTexts) : undefined;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/** The text `texts` gives state `stateId`, if any (an id such as `constructor` finds no text of it). */
export function describedState(texts: DescriptionTexts | undefined, stateId: string): string | undefined {
  const text = texts !== undefined && Object.hasOwn(texts, stateId) ? texts[stateId] : undefined;
  return typeof text === 'string' ? text : undefined;
}

/**
 * `graph` with each state's description taken from `texts` where it has one (the machine's own kept
 * elsewhere): what the chart draws as the nodes' tooltips. `graph` itself when `texts` is `undefined`;
 * never changed in place (the layout of `graph` serves both: descriptions are not laid out).
 */
export function localizedGraph(graph: MachineGraph, texts: DescriptionTexts | undefined): MachineGraph {
  if (texts === undefined) return graph;
  return {
    ...graph,
    nodes: graph.nodes.map((node) => {
      const description = describedState(texts, node.id);
      return description === undefined ? node : { ...node, description };
    }),
  };
}

/**
 * The languages the apps gave texts in: their state descriptions' and their deadline labels'.
 *
 * @example
 * declaredLanguages([{ descriptions: { th: {…} }, deadlines: { expiresAt: { en: '…', ja: '…' } } }]) // Set {'th', 'en', 'ja'}
 */
export function declaredLanguages(
  actors: readonly Pick<ActorRecord, 'descriptions' | 'deadlines'>[],
): Set<string> {
  const languages = new Set<string>();
  for (const actor of actors) {
    for (const language of Object.keys(actor.descriptions ?? {})) languages.add(language);
    for (const labels of Object.values(actor.deadlines ?? {})) {
      for (const language of Object.keys(labels)) languages.add(language);
    }
  }
  return languages;
}

/**
 * Each machine's descriptions as the newest of its actors that carries some gave them, by machine id:
 * what a page extension's tabs read states' texts from (`ReviewPageState.descriptions`).
 */
export function descriptionsByMachine(actors: readonly ActorRecord[]): Map<string, StateDescriptions> {
  return new Map(
    actors.flatMap((actor) =>
      actor.definition && actor.descriptions ? [[actor.definition.machineId, actor.descriptions]] : [],
    ),
  );
}
