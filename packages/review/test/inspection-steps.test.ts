import { describe, expect, it } from 'vitest';
import { and, createActor, setup } from 'xstate';
import { createStepGatherer } from '../src/inspector/inspection-steps';
import type { AppMessage } from '../src/protocol';

/** Two transitions on the same event to the same state, told apart only by their guards. */
const gate = setup({
  guards: {
    isBlocked: () => false,
    isReady: () => true,
    isAllowed: () => true,
  },
}).createMachine({
  id: 'gate',
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: [
          { guard: 'isBlocked', target: 'open' },
          { guard: and(['isReady', 'isAllowed']), target: 'open' },
        ],
      },
    },
    open: {},
  },
});

describe('createStepGatherer', () => {
  it("names a microstep's transition exactly when its guard is combined (and([...]))", () => {
    const gather = createStepGatherer(() => 0);
    const messages: AppMessage[] = [];
    const actor = createActor(gate, { inspect: (event) => messages.push(...gather(event)) }).start();
    actor.send({ type: 'OPEN' });
    actor.stop();

    const definition = messages.find((message) => message.type === 'actor')?.definition;
    const combined = definition?.transitions.find(
      (transition) => transition.guard === 'and(isReady, isAllowed)',
    );
    expect(combined?.id).toBe('gate.closed#1');
    const step = messages.find((message) => message.type === 'step' && message.event.type === 'OPEN');
    const hops = step?.type === 'step' ? step.microsteps : [];
    expect(hops).toHaveLength(1);
    expect(hops[0]?.transitionId).toBe(combined?.id);
  });

  it('introduces an actor when it starts, with its first snapshot; one created and dropped never appears', () => {
    const gather = createStepGatherer(() => 0);
    const messages: AppMessage[] = [];
    const inspect = (event: Parameters<typeof gather>[0]) => messages.push(...gather(event));
    // What React's StrictMode does to a component's first actor: created, never started, dropped.
    createActor(gate, { inspect });
    expect(messages).toEqual([]);

    createActor(gate, { inspect }).start();
    expect(messages.map((message) => message.type)).toEqual(['actor', 'step']);
    const [actor, step] = messages;
    expect(actor?.type === 'actor' && actor.snapshot.value).toBe('closed');
    expect(step?.type === 'step' && step.event.type).toBe('xstate.init');
  });
});
