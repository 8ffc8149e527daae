import { otpMachine } from '@loyalty-flows/core/otp';
import { serializeMachine } from '../src/graph/serialize-machine';
import type { ActorRecord, Json, ReviewSession, Step } from '../src/session.schema';
import { T0 } from './page-fixtures';

/** Two recordings of the OTP flow, as session files hold them, for the recordings compared. */

const otpGraph = serializeMachine(otpMachine);

/** An actor of a recording: its app, machine, starting state, and the steps it takes (in the session's order). */
export interface ActorPlan {
  app: string;
  machine: string;
  start: Json;
}

/** A step: which actor (index in the plan), the event, the state value after, the context after. */
type StepPlan = [actor: number, event: string, value: Json, context?: Json, status?: string];

/** A session as the review server keeps it, with one tab per app. */
export function recording(actors: ActorPlan[], steps: StepPlan[]): ReviewSession {
  const apps = [...new Set(actors.map((actor) => actor.app))];
  const records: ActorRecord[] = actors.map((actor, index) => ({
    key: `${actor.app}/t/x:${index}`,
    tabKey: `${actor.app}/t`,
    actorId: `x:${index}`,
    name: actor.machine,
    definition: { ...otpGraph, machineId: actor.machine },
    snapshot: { value: actor.start, context: {}, status: 'active' },
    startedAt: T0,
  }));
  return {
    format: 'loyalty-flows-review',
    version: 1,
    startedAt: T0,
    clockOffsetMs: 0,
    tabs: apps.map((app) => ({ key: `${app}/t`, app, tab: 't', connectedAt: T0, connected: true })),
    actors: records,
    steps: steps.map(
      ([actor, event, value, context = {}, status = 'active'], index): Step => ({
        seq: index + 1,
        actorKey: (records[actor] as ActorRecord).key,
        at: T0 + index * 1_000,
        event: { type: event },
        microsteps: [],
        actions: [],
        snapshot: { value, context, status },
      }),
    ),
  };
}

export const otp: ActorPlan = { app: 'react-app', machine: 'otp', start: { idle: 'ready' } };
export const requested = { contact: '+66•••••5678', attempts: 0 };
export const sent = { ...requested, expiresAt: T0 + 185_000, resendAvailableAt: T0 + 65_000 };
export const throttled = { ...requested, retryAt: T0 + 62_000 };

/** A code requested and sent, two clock ticks, a wrong code. */
export const normalRun = recording(
  [otp],
  [
    [0, 'OTP.REQUEST', 'sending', requested],
    [0, 'xstate.done.actor.requestCode', { sent: 'cooldown' }, sent],
    [0, 'CLOCK.TICK', { sent: 'cooldown' }, { ...sent, now: T0 + 3_000 }],
    [0, 'CLOCK.TICK', { sent: 'cooldown' }, { ...sent, now: T0 + 4_000 }],
    [0, 'OTP.VERIFY', 'verifying', { ...sent, attempts: 1 }],
  ],
);

/** The same taps with the request answered 429: the machine waits out the Retry-After in idle. */
export const throttledRun = recording(
  [otp],
  [
    [0, 'OTP.REQUEST', 'sending', requested],
    [0, 'xstate.error.actor.requestCode', { idle: 'cooldown' }, throttled],
    [0, 'CLOCK.TICK', { idle: 'cooldown' }, { ...throttled, now: T0 + 3_000 }],
  ],
);
