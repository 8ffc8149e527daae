import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { type Actor, type AnyStateMachine, createActor, type InputFrom, type SnapshotFrom } from 'xstate';
import { useLoyaltySettings } from './loyalty-provider';

const stopTimers = new WeakMap<object, ReturnType<typeof setTimeout>>();

/** Picks what a component renders from a view; it re-renders only when the pick changes (shallowly). */
export type Select<TView, TPicked> = (view: TView) => TPicked;

/**
 * Creates the flow's actor once per component and starts it after mount. The stop waits a tick: React
 * StrictMode unmounts and mounts again at once, and the same running actor must carry on then, or a
 * machine that loads on start would load twice.
 */
export function useFlowActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: (settings: ReturnType<typeof useLoyaltySettings>) => InputFrom<TMachine>,
): Actor<TMachine> {
  const settings = useLoyaltySettings();
  const [actor] = useState(() => createActor(machine, { input: input(settings), inspect: settings.inspect }));
  useEffect(() => {
    clearTimeout(stopTimers.get(actor));
    actor.start();
    return () => {
      stopTimers.set(
        actor,
        setTimeout(() => actor.stop(), 0),
      );
    };
  }, [actor]);
  return actor;
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
): TPicked {
  return useSelector(
    actor,
    (snapshot) => {
      const view = getView(snapshot as SnapshotFrom<TMachine>);
      return (select ? select(view) : view) as TPicked;
    },
    shallowEqual,
  );
}
