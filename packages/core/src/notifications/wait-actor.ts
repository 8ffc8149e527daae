import { fromPromise } from 'xstate';
import { waitOnClock } from '../shared/clock';
import type { WaitInput } from './notifications.types';

/**
 * The actor the notifications machine waits with (batch window, backoff, poll interval): `input.ms` on
 * the runtime's timers and, given the environment's clock, until that clock reaches `input.until`
 * (a 429's `Retry-After`: `waitOnClock`). The bare machine has no clock: it waits `ms` only. Stopping
 * the actor clears its timer.
 *
 * @example notificationsMachine.provide({ actors: { wait: waitActor(Date.now) } })
 */
export function waitActor(now?: () => number) {
  return fromPromise<void, WaitInput>(({ input, signal }) =>
    waitOnClock(now ?? Date.now, now ? input : { ms: input.ms }, signal),
  );
}
