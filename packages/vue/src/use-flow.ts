import { useActorRef, useSelector } from '@xstate/vue';
import type { Ref } from 'vue';
import type { Actor, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import { type LoyaltySettings, useLoyaltySettings } from './loyalty-plugin';

/** Picks what a component shows from a view; it updates only when the pick changes (shallowly). */
export type Select<TView, TPicked> = (view: TView) => TPicked;

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** Creates the flow's actor for this component; it starts on mount and stops on unmount. */
export function useFlowActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: (settings: LoyaltySettings) => InputFrom<TMachine>,
): Actor<TMachine> {
  const settings = useLoyaltySettings();
  return useActorRef(machine, {
    input: input(settings),
    inspect: settings.inspect,
  } as never) as Actor<TMachine>;
}

/**
 * Subscribes to an actor through its view function and an optional pick of it.
 *
 * @example const seconds = useFlowView(otp.actorRef, getOtpView, (view) => Math.ceil(view.resendInMs / 1000));
 */
export function useFlowView<TMachine extends AnyStateMachine, TView, TPicked = TView>(
  actor: Actor<TMachine>,
  getView: (snapshot: SnapshotFrom<TMachine>) => TView,
  select?: Select<TView, TPicked>,
): Ref<TPicked> {
  return useSelector(
    actor,
    (snapshot) => {
      const view = getView(snapshot as SnapshotFrom<TMachine>);
      return (select ? select(view) : view) as TPicked;
    },
    shallowEqual,
  ) as Ref<TPicked>;
}
