import { otpMachine } from '@loyalty-flows/core/otp';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createMachine } from 'xstate';
import { atlas } from '../atlas/catalogue';
import { coverageGaps, leafStates, screenStateOf, valueIsIn } from '../atlas/coverage';
import { shortestEventPaths } from '../atlas/event-paths';

const noGaps = { missing: [], unexplained: [], unknown: [], duplicated: [] };

describe.each(atlas)('the atlas of the $name machine', (machineAtlas) => {
  it('has an entry or an exclusion with a reason for every leaf state, and nothing else', () => {
    expect(coverageGaps(machineAtlas.machine, machineAtlas)).toEqual(noGaps);
  });

  it('finds a model path (getShortestPaths) to every state it has an entry for', () => {
    const paths = shortestEventPaths(machineAtlas);
    const unreached = machineAtlas.entries.map(({ state }) => state).filter((state) => !paths.has(state));
    expect(unreached).toEqual([]);
  });
});

describe('the atlas check', () => {
  it('names a state added to a machine that has neither an entry nor an exclusion', () => {
    const [otpAtlas] = atlas;
    if (!otpAtlas) throw new Error('no OTP atlas');
    const config = otpMachine.config;
    const grown = createMachine({
      ...config,
      states: { ...config.states, onHold: { description: 'Waiting for a person to call back.' } },
    } as typeof config) as AnyStateMachine;
    expect(leafStates(grown)).toContain('onHold');
    expect(coverageGaps(grown, otpAtlas).missing).toEqual(['onHold']);
  });

  it('names an exclusion without a reason and an entry for a state that is gone', () => {
    const claims = {
      entries: [{ state: 'idle.ready' }, { state: 'paused' }],
      exclusions: [{ state: 'settling', reason: ' ' }],
    };
    const gaps = coverageGaps(otpMachine as AnyStateMachine, claims);
    expect(gaps.unexplained).toEqual(['settling']);
    expect(gaps.unknown).toEqual(['paused']);
    expect(gaps.missing).toContain('locked');
  });

  it('takes several screens of one state, each named by its variant, and names a screen listed twice', () => {
    const exclusions = [{ state: 'settling', reason: 'transient' }];
    const leaves = leafStates(otpMachine as AnyStateMachine).filter((state) => state !== 'settling');
    const entries = [
      ...leaves.map((state) => ({ state })),
      { state: 'locked', variant: 'email' },
      { state: 'locked', variant: 'email' },
    ];
    const gaps = coverageGaps(otpMachine as AnyStateMachine, { entries, exclusions });
    expect(gaps).toEqual({ ...noGaps, duplicated: ['locked-email'] });
    expect(screenStateOf({ state: 'entry.open', variant: 'barcode' })).toBe('entry.open-barcode');
    expect(
      coverageGaps(otpMachine as AnyStateMachine, {
        entries: [...entries.slice(0, -1), { state: 'settling', variant: 'slow' }],
        exclusions,
      }).duplicated,
    ).toEqual(['settling']);
  });

  it('reads a leaf out of plain and parallel state values', () => {
    expect(valueIsIn('locked', 'locked')).toBe(true);
    expect(valueIsIn('idle', 'locked')).toBe(false);
    expect(valueIsIn({ history: 'end', entry: 'open' }, 'entry.open')).toBe(true);
    expect(valueIsIn({ history: 'end', entry: 'open' }, 'history.ready')).toBe(false);
    expect(valueIsIn({ history: 'end' }, 'history')).toBe(false);
  });
});
