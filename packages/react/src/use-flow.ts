import type { AnyFlowDefinition, FlowOptions, FlowView, Select, ViewOptions } from '@loyalty-flows/core';
import { createFlowActor, createViewPicker } from '@loyalty-flows/core';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { Actor, AnyActorRef, AnyStateMachine, SnapshotFrom } from 'xstate';
import { useLoyaltySettings, useViewOptions } from './loyalty-provider';

/**
 * Subscribes to an actor (ours, or one from `useActorRef` / `createActorContext`) through @xstate/react's
 * `useSelector`, picking its view and an optional part of it in the provider's language (`messages`);
 * it re-renders only when the pick changes.
 *
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
 * Runs one flow for this component: its actor (created once, started after mount; the machine is pure,
 * so server and first client render agree), the view or a pick of it, and its commands. Not
 * `useActorRef`: its StrictMode remount restarts invoked calls; here the stop waits a tick and the
 * remount finds the actor running. Changed options reach the actor as the flow's `configure` event;
 * callbacks among them (`onVerified`) are read when called, so the last rendered one is called.
 */
export function useFlow<TFlow extends AnyFlowDefinition, TPicked = FlowView<TFlow>>(
  flow: TFlow,
  options: FlowOptions<TFlow>,
  select?: Select<FlowView<TFlow>, TPicked>,
) {
  const settings = useLoyaltySettings();
  // The options of the last committed render: the flow reads its callbacks (onVerified) from them.
  const latest = useRef(options);
  const [{ actor, commands, getView }] = useState(() => {
    const actor = createFlowActor(flow, settings, options, () => latest.current);
    // One view function per actor: a flow's may remember its last view (core shares no cache).
    const getView: TFlow['getView'] = flow.createView?.() ?? flow.getView;
    return { actor, commands: flow.commands(actor) as ReturnType<TFlow['commands']>, getView };
  });
  const configured = useRef(JSON.stringify(options));
  const stopTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    latest.current = options;
    const next = JSON.stringify(options);
    if (next === configured.current || !flow.configure) return;
    configured.current = next;
    (actor as AnyActorRef).send(flow.configure(options));
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
