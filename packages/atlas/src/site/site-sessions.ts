/**
 * The review site's recorded sessions, docs/atlas/sessions/<flow>.json: one review session per flow, as
 * the e2e suite records it from the React app (e2e/specs/site-sessions.e2e.ts) and the site builds it into
 * the flow's page (`site-build.ts`). Pure functions over sessions; the file names are the one IO here.
 */
import { join } from 'node:path';
import type { ReviewSession } from '@loyalty-flows/review';
import { actorPaths, alignRecordings, type DivergenceSide } from '@loyalty-flows/review/formats';

/** The flows the site shows, by machine id, in its order. */
export const siteFlows = ['otp', 'redemption', 'notifications'] as const;

/** One of {@link siteFlows}. */
export type SiteFlow = (typeof siteFlows)[number];

/** Where an atlas's recorded sessions are committed: `sessions/` in it (docs/atlas/sessions/). */
export function sessionsDirOf(atlasDir: string): string {
  return join(atlasDir, 'sessions');
}

/** The file of a flow's recorded session in `dir` ({@link sessionsDirOf}). */
export function sessionFile(flow: SiteFlow, dir: string): string {
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
 * The flow actor's last state value as JSON (`"verified"`), as the example apps write it in their
 * `data-flow-state`; `undefined` when the session has no actor of the flow.
 */
export function lastFlowState(session: ReviewSession, flow: string): string | undefined {
  const path = actorPaths(session).find((actor) => actor.machine === flow);
  const last = path?.stays[path.stays.length - 1];
  return last && JSON.stringify(last.value);
}

/**
 * Where a recording parts from a run of the app now, in words, or `undefined` when each machine actor of
 * both goes through the same states (the review page's own comparison, `alignRecordings`: a clock tick
 * that leaves the state as it was counts for nothing, so the machine's speed does not matter).
 *
 * @example staleness(committed, fresh) // 'otp: the recording has OTP.VERIFY → verified; the app now OTP.VERIFY → locked'
 */
export function staleness(recorded: ReviewSession, now: ReviewSession): string | undefined {
  const { first } = alignRecordings(recorded, now);
  const divergence = first?.divergence;
  if (!first || !divergence) return undefined;
  const side = ({ stay }: DivergenceSide) =>
    stay ? `${stay.event ?? '(start)'} → ${stay.state}` : 'no state there';
  return `${first.machine}: the recording has ${side(divergence.before)}; the app now ${side(divergence.after)}`;
}
