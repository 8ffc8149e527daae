import type { AnyFlowDefinition, FlowOptions, FlowSettings, FlowView, Select } from '@loyalty-flows/core';
import { createFlowActor, viewSelector } from '@loyalty-flows/core';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Actor, AnyStateMachine, SnapshotFrom } from 'xstate';
import { useLoyaltySettings } from './loyalty-provider';

const stopTimers = new WeakMap<object, ReturnType<typeof setTimeout>>();
const noStorage: FlowSettings['storage'] = { getItem: () => null, setItem() {}, removeItem() {} };
const subscribeToNothing = () => () => {};
const onClient = () => true;
const onServer = () => false;

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
    viewSelector(getView, select) as (snapshot: SnapshotFrom<TMachine>) => TPicked,
    shallowEqual,
  );
}

/**
 * Runs one flow for this component: its actor (created once, started after mount), the view or a pick
 * of it, and its commands. Not `useActorRef`: its StrictMode remount restarts invoked calls, so a flow
 * that loads on start loads twice; here the stop waits a tick and the remount finds the actor running.
 * While React hydrates, the view comes from an idle copy built as the server built it (no browser storage).
 */
export function useFlow<TFlow extends AnyFlowDefinition, TPicked = FlowView<TFlow>>(
  flow: TFlow,
  options: FlowOptions<TFlow>,
  select?: Select<FlowView<TFlow>, TPicked>,
) {
  const settings = useLoyaltySettings();
  const hydrated = useSyncExternalStore(subscribeToNothing, onClient, onServer);
  const [{ actor, serverActor, commands }] = useState(() => {
    const actor: Actor<TFlow['machine']> = createFlowActor(flow, settings, options);
    const asOnServer = { client: settings.client, storage: settings.storage ?? noStorage };
    const serverActor = hydrated ? actor : createFlowActor(flow, asOnServer, options);
    return { actor, serverActor, commands: flow.commands(actor) as ReturnType<TFlow['commands']> };
  });
  useEffect(() => {
    clearTimeout(stopTimers.get(actor));
    actor.start();
    const unfollow = flow.follow?.(actor);
    return () => {
      unfollow?.();
      stopTimers.set(actor, setTimeout(actor.stop.bind(actor)));
    };
  }, [actor, flow]);
  const shown = hydrated ? actor : serverActor;
  return { view: useFlowView(shown, flow.getView, select), ...commands, actorRef: shown };
}
