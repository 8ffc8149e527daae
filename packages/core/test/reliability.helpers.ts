import type { TestSandbox } from '@loyalty-flows/test-utils';
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { createRedactingInspector } from '../src/inspect';

/*
 * Shared by the reliability property tests (issue 18): random sequences of events and injected
 * sandbox faults, run against the real sandbox over loopback with the real client.
 *
 * Runs and seed are fixed so the test command is reproducible; more cases or another seed:
 *   RELIABILITY_RUNS=200 RELIABILITY_SEED=$RANDOM npx vitest run test/reliability
 * A failure is reported with the failing sequence as generated (shrinking against a live sandbox is
 * slow); RELIABILITY_SHRINK=1 shrinks it to a minimal one.
 */

/** fast-check parameters of one property: `defaultRuns` sequences, seed 18, overridable by env. */
export function reliabilityRuns(defaultRuns: number) {
  return {
    numRuns: Number(process.env.RELIABILITY_RUNS ?? defaultRuns),
    seed: Number(process.env.RELIABILITY_SEED ?? 18),
    endOnFailure: process.env.RELIABILITY_SHRINK !== '1',
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `done` every 10 ms for up to `timeoutMs` of real time; whether it became true. */
export async function until(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() >= end) return false;
    await sleep(10);
  }
  return true;
}

/** The data an inspector can read of a snapshot (not its methods, machine or child actors). */
function snapshotData(snapshot: unknown) {
  if (typeof snapshot !== 'object' || snapshot === null) return snapshot;
  const { value, status, context, output, input, error } = snapshot as Record<string, unknown>;
  return { value, status, context, output, input, error };
}

function readSnapshot(actor: unknown): unknown {
  try {
    return snapshotData((actor as AnyActorRef | undefined)?.getSnapshot());
  } catch {
    return undefined;
  }
}

/** JSON of anything: cycles and functions are left out, errors keep their message. */
export function safeStringify(value: unknown): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(value, (_key, current: unknown) => {
    if (typeof current === 'function') return undefined;
    if (current instanceof Error) return { ...current, name: current.name, message: current.message };
    if (typeof current === 'object' && current !== null) {
      if (seen.has(current)) return '[cycle]';
      seen.add(current);
    }
    return current;
  });
}

/**
 * An inspector wrapped by the core's `createRedactingInspector`, recording as text everything it
 * relays: each event's fields, with the snapshots of the actors it names (as the Stately inspector
 * reads them).
 */
export function recordingInspector() {
  const texts: string[] = [];
  const receiver = (event: InspectionEvent) => {
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(event)) {
      if (key === 'actorRef' || key === 'sourceRef') fields[key] = readSnapshot(value);
      else if (key === 'snapshot') fields[key] = snapshotData(value);
      else fields[key] = value;
    }
    texts.push(safeStringify(fields));
  };
  return { inspect: createRedactingInspector(receiver), texts };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The secrets that occur in `text`. A secret of digits only (an OTP code, a phone number without
 * its prefix) counts only as a whole run of digits, so a code is not "found" inside a timestamp.
 */
export function secretsIn(text: string, secrets: Iterable<string>): string[] {
  const found: string[] = [];
  for (const secret of new Set(secrets)) {
    if (secret === '') continue;
    const pattern = /^\d+$/.test(secret)
      ? new RegExp(`(?<!\\d)${escapeRegExp(secret)}(?!\\d)`)
      : new RegExp(escapeRegExp(secret));
    if (pattern.test(text)) found.push(secret);
  }
  return found;
}

/**
 * One clock for the machines and the sandbox: the machines' `now` is the sandbox clock (read once,
 * then followed on the device clock), and a jump moves both at once.
 */
export async function sharedClock(sandbox: TestSandbox) {
  const before = Date.now();
  const sandboxNow = await sandbox.now();
  let offset = sandboxNow - Math.round((before + Date.now()) / 2);
  return {
    now: () => Date.now() + offset,
    async jump(ms: number) {
      await sandbox.advanceClock(ms);
      offset += ms;
    },
  };
}

/** Counts of what a run exercised, for the note the test writes. */
export function tally() {
  const counts = new Map<string, number>();
  return {
    add(name: string, by = 1) {
      counts.set(name, (counts.get(name) ?? 0) + by);
    },
    get: (name: string) => counts.get(name) ?? 0,
    text: () =>
      [...counts]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, count]) => `${name}=${count}`)
        .join(' '),
  };
}
