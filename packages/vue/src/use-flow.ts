import type { AnyFlowDefinition, FlowOptions, FlowView, Select, ViewOptions } from '@loyalty-flows/core';
import { createFlowActor, shallowEqual, viewSelector } from '@loyalty-flows/core';
import { useSelector } from '@xstate/vue';
import {
  getCurrentInstance,
  type MaybeRefOrGetter,
  onMounted,
  onScopeDispose,
  type Ref,
  toValue,
  watch,
} from 'vue';
import type { Actor, AnyActorRef, AnyStateMachine, SnapshotFrom } from 'xstate';
import { useLoyaltySettings, useViewOptions } from './loyalty-plugin';

/**
 * Subscribes to an actor through its view function and an optional pick of it, in the plugin's
 * language (`messages`); the ref updates only when the pick changes.
 *
 * @example const seconds = useFlowView(otp.actorRef, getOtpView, (view) => Math.ceil(view.resendInMs / 1000));
 */
export function useFlowView<TMachine extends AnyStateMachine, TView, TPicked = TView>(
  actor: Actor<TMachine>,
  getView: (snapshot: SnapshotFrom<TMachine>, options?: ViewOptions) => TView,
  select?: Select<TView, TPicked>,
): Ref<TPicked> {
  const viewOptions = useViewOptions();
  const view = (snapshot: SnapshotFrom<TMachine>) => getView(snapshot, viewOptions);
  return useSelector(actor, viewSelector(view, select), shallowEqual) as Ref<TPicked>;
}

/**
 * Runs `start` while the current scope lives, and what it returns when the scope is disposed. In a
 * component it starts on mount, so server rendering sends nothing and hydration first shows what the
 * server showed; in a bare `effectScope()` (a store, a test) it starts at once.
 */
function whileInScope(start: () => () => void): void {
  let stop: (() => void) | undefined;
  if (getCurrentInstance()) onMounted(() => (stop = start()));
  else stop = start();
  onScopeDispose(() => stop?.());
}

/**
 * Runs one flow in the current scope (a component or an `effectScope()`): its actor, stopped when the
 * scope is disposed, the view or a pick of it as a ref, and its commands. `options` may be a ref or a
 * getter: when it changes, the running actor is told through the flow's `configure` event.
 *
 * @example const { view, request } = useFlow(otpFlow, () => ({ contact: { contactNumber: phone.value } }));
 */
export function useFlow<TFlow extends AnyFlowDefinition, TPicked = FlowView<TFlow>>(
  flow: TFlow,
  options: MaybeRefOrGetter<FlowOptions<TFlow>>,
  select?: Select<FlowView<TFlow>, TPicked>,
) {
  const settings = useLoyaltySettings();
  const actor = createFlowActor(flow, settings, toValue(options));
  whileInScope(() => {
    actor.start();
    return () => actor.stop();
  });
  const { configure } = flow;
  if (configure) {
    watch(
      () => JSON.stringify(toValue(options)),
      () => (actor as AnyActorRef).send(configure(toValue(options))),
    );
  }
  const view = useFlowView(actor, flow.createView?.() ?? flow.getView, select);
  return { view, ...(flow.commands(actor) as ReturnType<TFlow['commands']>), actorRef: actor };
}
