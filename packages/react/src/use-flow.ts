import type { AnyFlowDefinition, FlowOptions, FlowView, Select, ViewOptions } from '@loyalty-flows/core';
import { createFlowActor, createViewPicker } from '@loyalty-flows/core';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { Actor, AnyActorRef, AnyStateMachine, SnapshotFrom } from 'xstate';
import { useLoyaltyApp, useViewOptions } from './loyalty-provider';

/**
 * Reads an actor (ours, or one from `useActorRef` / `createActorContext`) with @xstate/react's `useSelector`
 * through its view, in the provider's `messages`, and an optional pick: re-renders when the pick changes.
 * @example const seconds = useFlowView(otp.actorRef, getOtpView, (view) => Math.ceil(view.resendInMs / 1000));
 */
export function useFlowView<TMachine extends AnyStateMachine, TView, TPicked = TView>(
  actor: Actor<TMachine>,
  getView: (snapshot: SnapshotFrom<TMachine>, options?: ViewOptions) => TView,
  select?: Select<TView, TPicked>,
): TPicked {
  const viewOptions = useViewOptions();
  const [picker] = useState(() => createViewPicker(getView));
  return useSelector(actor, (snapshot) => picker(snapshot, viewOptions, select));
}

/**
 * One flow for this component: its actor (created once, started after mount), the view or a pick, the
 * commands. Not `useActorRef`: its StrictMode remount restarts invoked calls; here the stop waits a tick.
 * Changed options reach the actor as `configure`; callbacks (`onVerified`) are read from the last render's.
 */
export function useFlow<TFlow extends AnyFlowDefinition, TPicked = FlowView<TFlow>>(
  flow: TFlow,
  options: FlowOptions<TFlow>,
  select?: Select<FlowView<TFlow>, TPicked>,
) {
  const { settings } = useLoyaltyApp();
  const latest = useRef(options);
  const [{ actor, commands, getView }] = useState(() => {
    const actor = createFlowActor(flow, settings, options, () => latest.current);
    const getView: TFlow['getView'] = flow.createView?.() ?? flow.getView;
    return { actor, commands: flow.commands(actor) as ReturnType<TFlow['commands']>, getView };
  });
  const configured = useRef(JSON.stringify(options));
  const stopTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    latest.current = options;
    const next = JSON.stringify(options);
    if (next !== configured.current && flow.configure) (actor as AnyActorRef).send(flow.configure(options));
    configured.current = next;
  });
  useEffect(() => {
    clearTimeout(stopTimer.current);
    actor.start();
    return () => {
      stopTimer.current = setTimeout(actor.stop.bind(actor));
    };
  }, [actor]);
  return { view: useFlowView(actor, getView, select), ...commands, actorRef: actor };
}
