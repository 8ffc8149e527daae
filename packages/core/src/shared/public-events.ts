import type {
  AnyActorRef,
  AnyStateMachine,
  EventFrom,
  EventObject,
  MachineContext,
  MetaObject,
  ParameterizedObject,
  ProvidedActor,
  StateMachine,
  StateSchema,
  StateValue,
} from 'xstate';

/**
 * `TMachine` typed as accepting only `TEvent` from outside: `createActor(machine).send`, `.can()` and
 * everything typed by `EventFrom` see the app's events, not the ones its own actors send back (clock
 * ticks, restored storage, `xstate.done.actor.*` answers), which the definition still handles.
 */
export type WithPublicEvents<TMachine extends AnyStateMachine, TEvent extends EventObject> =
  TMachine extends StateMachine<
    infer TContext extends MachineContext,
    infer _TAllEvents extends EventObject,
    infer TChildren extends Record<string, AnyActorRef | undefined>,
    infer TActor extends ProvidedActor,
    infer TAction extends ParameterizedObject,
    infer TGuard extends ParameterizedObject,
    infer TDelay extends string,
    infer TStateValue extends StateValue,
    infer TTag extends string,
    infer TInput,
    infer TOutput,
    infer TEmitted extends EventObject,
    infer TStateMeta extends MetaObject,
    infer TStateSchema extends StateSchema,
    infer TTransitionMeta extends MetaObject
  >
    ? StateMachine<
        TContext,
        TEvent,
        TChildren,
        TActor,
        TAction,
        TGuard,
        TDelay,
        TStateValue,
        TTag,
        TInput,
        TOutput,
        TEmitted,
        TStateMeta,
        TStateSchema,
        TTransitionMeta
      >
    : never;

/**
 * The same machine, typed for apps: only `TEvent` (a part of the events it handles) may be sent to it.
 * Nothing changes at run time; the internal events stay in the definition for its own actors.
 *
 * @example export const otpMachine = withPublicEvents<OtpEvent, typeof otpStatechart>(otpStatechart);
 */
export function withPublicEvents<TEvent extends EventFrom<TMachine>, TMachine extends AnyStateMachine>(
  machine: TMachine,
): WithPublicEvents<TMachine, TEvent> {
  return machine as unknown as WithPublicEvents<TMachine, TEvent>;
}
