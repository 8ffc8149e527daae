import type { AnyMachineSnapshot, EventObject } from 'xstate';

/** Whether `event` is the answer its invoked actor really gave: that child finished with this very output. */
function isOwnAnswerOf(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (!('actorId' in event) || typeof event.actorId !== 'string' || !('output' in event)) return false;
  const answered = snapshot.children[event.actorId]?.getSnapshot();
  return answered?.status === 'done' && answered.output === event.output;
}

/**
 * A guard for an `onDone` transition that must not be forged: `actor.send({ type:
 * 'xstate.done.actor.verifyCode', … })` from outside arrives like the child's own answer, so it is
 * taken only when the invoked child has finished with that output. xstate hands a guard object
 * with a `check` method the snapshot (its own `stateIn` guard works so); plain guards see only
 * context and event. A walk of the pure machine (no child runs) provides `() => true` instead.
 *
 * @example setup({ guards: { isOwnAnswer } }) … onDone: { guard: 'isOwnAnswer', target: 'verified' }
 */
export const isOwnAnswer = Object.assign(() => false, {
  check: (snapshot: AnyMachineSnapshot, { event }: { event: EventObject }) => isOwnAnswerOf(snapshot, event),
});
