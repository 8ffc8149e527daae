import type { AnyActorRef } from 'xstate';

/**
 * Sends `event` as the machine's own actors would (a clock tick, the browser going offline, a replayed
 * answer): the public event types refuse these from an app, so tests that stand in for those actors
 * send them untyped.
 */
export function sendInternal<Event extends { type: string }>(actor: AnyActorRef, event: Event): void {
  actor.send(event);
}
