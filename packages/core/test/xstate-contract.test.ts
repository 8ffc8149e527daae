/*
 * What core relies on in xstate beyond its types: a guard object with a `check` method is handed the
 * machine's snapshot (`isOwnAnswer`, src/shared/own-answer.ts, refuses a forged `xstate.done.actor.*`
 * answer with it; xstate's own `stateIn` works so). The types cannot say it (xstate-contract.test-d.ts
 * checks what they can): this does, at run time.
 */
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, setup } from 'xstate';

describe("xstate's guard `check` hook", () => {
  it("hands a guard object's `check` the snapshot and the event, and takes its answer over the function's", () => {
    const seen: unknown[] = [];
    const viaSnapshot = Object.assign(() => false, {
      check: (snapshot: AnyMachineSnapshot, { event }: { event: EventObject }) => {
        seen.push([snapshot.value, event.type]);
        return true;
      },
    });
    const machine = setup({ guards: { viaSnapshot } }).createMachine({
      initial: 'waiting',
      states: { waiting: { on: { GO: { guard: 'viaSnapshot', target: 'gone' } } }, gone: {} },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'GO' });
    expect(seen).toEqual([['waiting', 'GO']]);
    expect(actor.getSnapshot().value).toBe('gone');
    actor.stop();
  });
});
