import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlowStorage } from '../src';
import { createWriteQueue, readStored } from '../src/shared/flow-storage';
import { settle } from './async-helpers';

/*
 * How the flows read and write a storage that answers with Promises (AsyncStorage's shape).
 */

afterEach(() => vi.useRealTimers());

describe('readStored', () => {
  it('reads an asynchronous storage that refuses as empty at once, not after the answer bound', async () => {
    vi.useFakeTimers();
    const storage: FlowStorage = {
      getItem: () => Promise.reject(new Error('storage is blocked')),
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    let text: string | null | undefined;
    void Promise.resolve(readStored(storage, 'k')).then((answer) => {
      text = answer;
    });
    await settle();
    expect(text).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('createWriteQueue', () => {
  it('runs a write queued behind a running one after it, even once the writes before both have finished', async () => {
    const storage: FlowStorage = {
      getItem: () => null,
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const queueWrite = createWriteQueue();
    const started: string[] = [];
    const finish: Record<string, () => void> = {};
    const write = (name: string) => () => {
      started.push(name);
      return new Promise<void>((resolve) => {
        finish[name] = resolve;
      });
    };
    void queueWrite(storage, write('first'));
    void queueWrite(storage, write('second'));
    expect(started).toEqual(['first']);
    finish.first?.();
    await settle();
    expect(started).toEqual(['first', 'second']);
    void queueWrite(storage, write('third'));
    await settle();
    expect(started).toEqual(['first', 'second']);
    finish.second?.();
    await settle();
    expect(started).toEqual(['first', 'second', 'third']);
  });

  it('runs a write at once on a storage whose earlier writes have all finished', async () => {
    const storage: FlowStorage = {
      getItem: () => null,
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const queueWrite = createWriteQueue();
    let done = false;
    void Promise.resolve(queueWrite(storage, () => Promise.resolve())).then(() => {
      done = true;
    });
    await settle();
    expect(done).toBe(true);
    const started: string[] = [];
    void queueWrite(storage, () => {
      started.push('later');
    });
    expect(started).toEqual(['later']);
  });
});
