import type { AnyActorRef, EventObject } from 'xstate';

/**
 * Sends `event` as the machine's own actors would (a clock tick, the browser going offline, a replayed
 * answer): the public event types refuse these from an app, so tests that stand in for those actors
 * send them untyped.
 */
export function sendInternal(actor: AnyActorRef, event: EventObject): void {
  actor.send(event);
}
