/**
 * The review site's recorded sessions, docs/atlas/sessions/<flow>.json: one review session per flow, as
 * the e2e suite records it from the React app (e2e/specs/site-sessions.e2e.ts) and the site builds it into
 * the flow's page (scripts/site.ts). Pure functions over sessions; the file names are the one IO here.
 */
import { join } from 'node:path';
import type { ActorRecord, ReviewSession } from '../packages/review/src/session.types';

/** The flows the site shows, by machine id, in its order. */
export const siteFlows = ['otp', 'redemption', 'notifications'] as const;

/** One of {@link siteFlows}. */
export type SiteFlow = (typeof siteFlows)[number];

/** docs/atlas/sessions/, where the recorded sessions are committed. */
export const sessionsDir = join(import.meta.dirname, '..', 'docs', 'atlas', 'sessions');

/** The file of a flow's recorded session. */
export function sessionFile(flow: SiteFlow, dir = sessionsDir): string {
  return join(dir, `${flow}.json`);
}

/**
 * The session kept to one flow: the actors of its machine (`flow`, no parent) and the actors they started
 * (invoked promises, tickers), their steps and their tabs. An app runs other flows beside it (the
 * navigation's unread count is the notifications flow); the flow's page shows only its own.
 */
export function flowSession(session: ReviewSession, flow: string): ReviewSession {
  const kept = new Set(
    session.actors.filter((actor) => actor.name === flow && actor.parentKey === undefined).map((a) => a.key),
  );
  // Children start after their parents, so one pass in the session's order finds every generation.
  for (const actor of session.actors) {
    if (actor.parentKey !== undefined && kept.has(actor.parentKey)) kept.add(actor.key);
  }
  const actors = session.actors.filter((actor) => kept.has(actor.key));
  const tabs = new Set(actors.map((actor) => actor.tabKey));
  return {
    ...session,
    tabs: session.tabs.filter((tab) => tabs.has(tab.key)),
    actors,
    steps: session.steps.filter((step) => kept.has(step.actorKey)),
  };
}

/**
 * What a recording is compared by: for each machine actor (in the order they started, by machine id) the
 * state values it went through, a value repeated by consecutive steps (a clock tick in the same state)
 * counted once. How many ticks fall in a state depends on the machine's speed, not on the flow.
 *
 * @example stateSequences(session) // [{ actor: 'otp', values: ['{"idle":"ready"}', '"sending"', …] }]
 */
export function stateSequences(session: ReviewSession): { actor: string; values: string[] }[] {
  return session.actors
    .filter((actor): actor is ActorRecord & { definition: object } => actor.definition !== undefined)
    .map((actor) => {
      const values: string[] = [];
      const snapshots = [
        actor.snapshot,
        ...session.steps.filter((step) => step.actorKey === actor.key).map((step) => step.snapshot),
      ];
      for (const snapshot of snapshots) {
        const value = JSON.stringify(snapshot.value);
        if (values[values.length - 1] !== value) values.push(value);
      }
      return { actor: actor.name, values };
    });
}
