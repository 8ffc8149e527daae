/**
 * Sessions the page tests read: the real OTP chart (serialised from core's machine) with steps as the
 * inspector reports them — a code requested, the `always` hop `settling → sent [hasLiveCode]`,
 * a run of clock ticks, a wrong code — plus a second app's tab with an actor that is not a machine.
 */
import { flowDeadlineLabels, flowEventTypes } from '@loyalty-flows/core/inspect';
import { otpMachine } from '@loyalty-flows/core/otp';
import type { MachineLayout } from '../src/graph/layout.types';
import { serializeMachine } from '../src/graph/serialize-machine';
import type { StatechartDrawing } from '../src/page/chart/diagram';
import { statechartDrawing } from '../src/page/chart/statechart-drawing';
import type { ActorRecord, Json, ReviewSession, SnapshotData, Step } from '../src/session.schema';

/** When the fixture session starts (epoch ms). */
export const T0 = Date.UTC(2026, 10, 25, 1, 0, 0);

/** The OTP actor's key in the fixture. */
export const OTP_KEY = 'react-app/tab1/x:0';

/** The actor that is not a machine (a promise) in the second app. */
export const PROMISE_KEY = 'vue-app/tab2/x:1';

const otpGraph = serializeMachine(otpMachine);

function snapshot(value: Json, context: Json): SnapshotData {
  return { value, context, status: 'active' };
}

/** The code's life and the resend cooldown, as the fixture's context carries them. */
export const EXPIRES_AT = T0 + 5_000 + 180_000;
export const RESEND_AT = T0 + 5_000 + 60_000;

/**
 * A session: request (seq 1), code arrives (seq 2, two hops), `ticks` clock ticks (seq 3…), a wrong code
 * (the last step, attempts 1).
 */
export function fixtureSession(ticks = 5): ReviewSession {
  const waiting = {
    contact: '+66•••••5678',
    attempts: 0,
    expiresAt: EXPIRES_AT,
    resendAvailableAt: RESEND_AT,
  };
  const otp: ActorRecord = {
    key: OTP_KEY,
    tabKey: 'react-app/tab1',
    actorId: 'x:0',
    name: 'otp',
    definition: otpGraph,
    // What the app declares: the flow's public events (the others, like CLOCK.TICK, read as internal).
    sendable: [...(flowEventTypes.otp ?? [])],
    // And its deadline fields with their labels: what the page draws as bars.
    deadlines: { ...flowDeadlineLabels },
    snapshot: snapshot('idle', { contact: null, attempts: 0 }),
    startedAt: T0,
  };
  const promise: ActorRecord = {
    key: PROMISE_KEY,
    tabKey: 'vue-app/tab2',
    actorId: 'x:1',
    name: 'loadProfile',
    snapshot: snapshot(null, null),
    startedAt: T0 + 100,
  };
  const steps: Step[] = [
    {
      seq: 1,
      actorKey: OTP_KEY,
      at: T0 + 1_000,
      event: { type: 'OTP.REQUEST', contact: '[redacted]' },
      microsteps: [
        { source: 'otp.idle', event: 'OTP.REQUEST', targets: ['otp.sending'], transitionId: 'otp.idle#1' },
      ],
      actions: [{ type: 'rememberContact' }],
      snapshot: snapshot('sending', { contact: '+66•••••5678', attempts: 0 }),
    },
    {
      seq: 2,
      actorKey: OTP_KEY,
      at: T0 + 5_000,
      event: { type: 'xstate.done.actor.requestCode' },
      microsteps: [
        { source: 'otp.sending', event: 'xstate.done.actor.requestCode', targets: ['otp.settling'] },
        { source: 'otp.settling', event: '', targets: ['otp.sent'] },
      ],
      actions: [{ type: 'storeCode' }],
      snapshot: snapshot({ sent: 'cooldown' }, waiting),
    },
  ];
  for (let tick = 0; tick < ticks; tick += 1) {
    const at = T0 + 6_000 + tick * 1_000;
    steps.push({
      seq: steps.length + 1,
      actorKey: OTP_KEY,
      at,
      event: { type: 'CLOCK.TICK', now: at },
      microsteps: [{ source: 'otp', event: 'CLOCK.TICK', targets: [] }],
      actions: [],
      snapshot: snapshot({ sent: 'cooldown' }, { ...waiting, now: at }),
    });
  }
  steps.push({
    seq: steps.length + 1,
    actorKey: OTP_KEY,
    at: T0 + 7_000 + ticks * 1_000,
    event: { type: 'OTP.VERIFY', code: '[redacted]' },
    microsteps: [{ source: 'otp.sent', event: 'OTP.VERIFY', targets: ['otp.verifying'] }],
    actions: [],
    snapshot: snapshot('verifying', { ...waiting, attempts: 1 }),
  });
  return {
    format: 'loyalty-flows-review',
    version: 1,
    startedAt: T0,
    clockOffsetMs: 0,
    tabs: [
      { key: 'react-app/tab1', app: 'react-app', tab: 'tab1', connectedAt: T0, connected: true },
      { key: 'vue-app/tab2', app: 'vue-app', tab: 'tab2', connectedAt: T0 + 50, connected: false },
    ],
    actors: [otp, promise],
    steps,
  };
}

/**
 * The page's real drawing, laid out once for a whole test file (elk is the slow part, not what is tested):
 * every layout asked of it is the first one's.
 */
export function drawingLaidOutOnce(): StatechartDrawing<MachineLayout> {
  let layout: Promise<MachineLayout> | undefined;
  return {
    ...statechartDrawing,
    layoutMachine: (machine, folded, pane) => {
      layout ??= statechartDrawing.layoutMachine(machine, folded, pane);
      return layout;
    },
  };
}
