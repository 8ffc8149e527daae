/*
 * Type tests, checked by the repository's `tsc` (npm test's typecheck): what `withPublicEvents`
 * (src/shared/public-events.ts) assumes of xstate's types. xstate has no public API that narrows the
 * events a machine accepts, so `WithPublicEvents` rebuilds `StateMachine` with all 15 of its type
 * parameters, the events swapped. When an xstate release adds, drops or reorders one, these fail.
 */
import { expectTypeOf } from 'vitest';
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  ContextFrom,
  DoneActorEvent,
  EventFrom,
  InputFrom,
  OutputFrom,
  SnapshotFrom,
  StateMachine,
} from 'xstate';
import type { NotificationsEvent, notificationsMachine } from '../src/notifications';
import type { notificationsStatechart } from '../src/notifications/notifications.machine';
import type { OtpEvent, otpMachine } from '../src/otp';
import type { otpStatechart } from '../src/otp/otp.machine';
import type { RedemptionEvent, redemptionMachine } from '../src/redemption';
import type { redemptionStatechart } from '../src/redemption/redemption.machine';
import type { WithPublicEvents } from '../src/shared/public-events';

// `never` meets every bound: the only error left is the count of type parameters.
// biome-ignore format: the sixteen read best on one line
// @ts-expect-error `StateMachine` takes 15 type parameters (a 16th would be silently left to its default)
type SixteenParameters = StateMachine<never, never, never, never, never, never, never, never, never, never, never, never, never, never, never, never>;

/** Whether `A` and `B` are the same type (the compiler's own identity, as `expectTypeOf` uses). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** For each of context, input, output, state value, children and tags: whether both machines have the same. */
type SameButEvents<TPublic extends AnyStateMachine, TDefinition extends AnyStateMachine> = [
  Same<ContextFrom<TPublic>, ContextFrom<TDefinition>>,
  Same<InputFrom<TPublic>, InputFrom<TDefinition>>,
  Same<OutputFrom<TPublic>, OutputFrom<TDefinition>>,
  Same<SnapshotFrom<TPublic>['value'], SnapshotFrom<TDefinition>['value']>,
  Same<SnapshotFrom<TPublic>['children'], SnapshotFrom<TDefinition>['children']>,
  Same<SnapshotFrom<TPublic>['tags'], SnapshotFrom<TDefinition>['tags']>,
];
type EverythingSame = [true, true, true, true, true, true];

// The public machine is the definition, typed for apps: all but the events is the same.
expectTypeOf<SameButEvents<typeof otpMachine, typeof otpStatechart>>().toEqualTypeOf<EverythingSame>();
expectTypeOf<
  SameButEvents<typeof redemptionMachine, typeof redemptionStatechart>
>().toEqualTypeOf<EverythingSame>();
expectTypeOf<
  SameButEvents<typeof notificationsMachine, typeof notificationsStatechart>
>().toEqualTypeOf<EverythingSame>();

// Only the app's events from outside.
expectTypeOf<EventFrom<typeof otpMachine>>().toEqualTypeOf<OtpEvent>();
expectTypeOf<EventFrom<typeof redemptionMachine>>().toEqualTypeOf<RedemptionEvent>();
expectTypeOf<EventFrom<typeof notificationsMachine>>().toEqualTypeOf<NotificationsEvent>();

// Swapping the events back gives the definition itself, every other type parameter in its place.
type OtpDefinitionEvent = EventFrom<typeof otpStatechart>;
expectTypeOf<WithPublicEvents<typeof otpMachine, OtpDefinitionEvent>>().toEqualTypeOf<typeof otpStatechart>();
type RedemptionDefinitionEvent = EventFrom<typeof redemptionStatechart>;
expectTypeOf<WithPublicEvents<typeof redemptionMachine, RedemptionDefinitionEvent>>().toEqualTypeOf<
  typeof redemptionStatechart
>();

/*
 * What `isOwnAnswer` (src/shared/own-answer.ts) reads: the done event's `actorId` and `output`, and the
 * snapshot of the child by that id, with its `status` and `output`. (That xstate hands a guard object's
 * `check` method the snapshot is not in its types: xstate-contract.test.ts checks it at run time.)
 */
expectTypeOf<DoneActorEvent<{ token?: string }, 'verifyCode'>>()
  .toHaveProperty('actorId')
  .toEqualTypeOf<'verifyCode'>();
expectTypeOf<DoneActorEvent<{ token?: string }, 'verifyCode'>>().toHaveProperty('output');
type ChildSnapshot = ReturnType<NonNullable<AnyMachineSnapshot['children'][string]>['getSnapshot']>;
expectTypeOf<ChildSnapshot>().toHaveProperty('status');
expectTypeOf<ChildSnapshot>().toHaveProperty('output');

export type { SixteenParameters };
