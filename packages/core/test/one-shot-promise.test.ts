import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type Snapshot, waitFor } from 'xstate';
import { fromOneShotPromise } from '../src/shared/one-shot-promise';

/** A machine that makes one call with `input` and ends with its answer or its error. */
function callingMachine(call: (input: { secret: string }) => Promise<string>) {
  return createMachine(
    {
      id: 'caller',
      initial: 'calling',
      states: {
        calling: {
          invoke: {
            src: 'call',
            input: { secret: 'input-secret' },
            onDone: { target: 'done', actions: 'keep' },
            onError: { target: 'failed', actions: 'keep' },
          },
        },
        done: { type: 'final' },
        failed: { type: 'final' },
      },
      context: { result: undefined as unknown },
    },
    {
      actors: { call: fromOneShotPromise(call) },
      actions: {
        keep: ({ context, event }) => {
          context.result = 'output' in event ? event.output : (event as unknown as { error: unknown }).error;
        },
      },
    },
  );
}

describe('fromOneShotPromise', () => {
  it('calls once with its input and answers like fromPromise', async () => {
    const inputs: unknown[] = [];
    const actor = createActor(
      callingMachine(async (input) => {
        inputs.push(input);
        return 'answer';
      }),
    ).start();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(inputs).toEqual([{ secret: 'input-secret' }]);
    expect(actor.getSnapshot().context.result).toBe('answer');
  });

  it('persists a running call without its input, and restored it fails as `network` without calling again', async () => {
    const inputs: unknown[] = [];
    const machine = callingMachine((input) => {
      inputs.push(input);
      return new Promise<string>(() => {});
    });
    const first = createActor(machine).start();
    const persisted = first.getPersistedSnapshot() as Snapshot<unknown>;
    first.stop();
    expect(JSON.stringify(persisted)).not.toContain('input-secret');
    const restored = createActor(machine, { snapshot: persisted }).start();
    await waitFor(restored, (snapshot) => snapshot.status === 'done');
    expect(inputs).toHaveLength(1);
    expect(restored.getSnapshot().value).toBe('failed');
    const error = restored.getSnapshot().context.result as Error & { kind: string };
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ kind: 'network', name: 'InterruptedCallError' });
    expect(error.message).toMatch(/whether it reached the service is unknown/);
  });

  it('persists a finished call as fromPromise does, keeping its answer', async () => {
    const machine = callingMachine(async () => 'answer');
    const first = createActor(machine).start();
    await waitFor(first, (snapshot) => snapshot.status === 'done');
    const persisted = first.getPersistedSnapshot() as Snapshot<unknown>;
    const restored = createActor(machine, { snapshot: persisted }).start();
    expect(restored.getSnapshot().context.result).toBe('answer');
    expect(restored.getSnapshot().value).toBe('done');
  });
});
