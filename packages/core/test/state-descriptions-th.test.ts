import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { flowStateDescriptionsTh } from '../src/inspect';
import { notificationsMachine } from '../src/notifications';
import { otpMachine } from '../src/otp';
import { redemptionMachine } from '../src/redemption';

const machines: AnyStateMachine[] = [otpMachine, redemptionMachine, notificationsMachine];

/** Every state node below the machine's root, as xstate walks them. */
function statesBelow(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...statesBelow(child)]);
}

/** The names a description keeps as the code spells them: `code` spans, event types, camelCase options. */
function technicalNames(text: string): string[] {
  return (text.match(/`[^`]+`|\b[A-Z]+\.[A-Z_]+\b|\b[a-z]+[A-Z]\w*\b|\bRetry-After\b/g) ?? []).sort();
}

describe('flowStateDescriptionsTh', () => {
  it('lists exactly the flows, by machine id', () => {
    expect(Object.keys(flowStateDescriptionsTh).sort()).toEqual(machines.map((machine) => machine.id).sort());
  });

  for (const machine of machines) {
    describe(machine.id, () => {
      const states = statesBelow(machine.root);
      const thai = flowStateDescriptionsTh[machine.id] ?? {};

      it('has a Thai description for every state and for no other id', () => {
        expect(states.length).toBeGreaterThan(0);
        expect(Object.keys(thai).sort()).toEqual(states.map((state) => state.id).sort());
      });

      it('describes in Thai each state the machine describes, keeping its technical names', () => {
        for (const state of states) {
          const text = thai[state.id] ?? '';
          expect(state.description, state.id).toBeTypeOf('string');
          expect(text, state.id).toMatch(/[\u0E00-\u0E7F]/);
          expect(technicalNames(text), state.id).toEqual(technicalNames(state.description ?? ''));
        }
      });
    });
  }
});
