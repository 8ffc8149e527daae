import type { AnyFlowDefinition, FlowOptions, FlowView } from '@loyalty-flows/core';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { type Actor, type AnyStateMachine, createActor, type SnapshotFrom } from 'xstate';
import { useLoyaltySettings } from './loyalty-provider';

const stopTimers = new WeakMap<object, ReturnType<typeof setTimeout>>();

/** Picks what a component renders from a view; it re-renders only when the pick changes (shallowly). */
export type Select<TView, TPicked> = (view: TView) => TPicked;

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

/**
 * Runs one flow for this component: its actor (created once, started after mount), the view or a pick
 * of it, and its commands. The stop waits a tick: React StrictMode unmounts and mounts again at once,
 * and the same running actor must carry on then, or a flow that loads on start would load twice.
 */
export function useFlow<TFlow extends AnyFlowDefinition, TPicked = FlowView<TFlow>>(
  flow: TFlow,
  options: FlowOptions<TFlow>,
  select?: Select<FlowView<TFlow>, TPicked>,
) {
  const settings = useLoyaltySettings();
  const [actor] = useState(
    (): Actor<TFlow['machine']> =>
      createActor(flow.machine, { input: flow.input(settings, options), inspect: settings.inspect }),
  );
  useEffect(() => {
    clearTimeout(stopTimers.get(actor));
    actor.start();
    const unfollow = flow.follow?.(actor);
    return () => {
      unfollow?.();
      stopTimers.set(
        actor,
        setTimeout(() => actor.stop(), 0),
      );
    };
  }, [actor, flow]);
  const view = useFlowView(actor, flow.getView, select);
  return { view, ...(flow.commands(actor) as ReturnType<TFlow['commands']>), actorRef: actor };
}
