import type { AnyFlowDefinition, FlowOptions, FlowView, Select, ViewOptions } from '@loyalty-flows/core';
import { createFlowActor, createViewPicker } from '@loyalty-flows/core';
import { useSelector } from '@xstate/vue';
import type { MaybeRefOrGetter, Ref } from 'vue';
import { getCurrentInstance, onMounted, onScopeDispose, toValue, watch } from 'vue';
import type { Actor, AnyActorRef, AnyStateMachine, SnapshotFrom } from 'xstate';
import { useLoyaltySettings, useViewOptions } from './loyalty-plugin';

/**
 * Subscribes to an actor (ours, or one from `useActorRef`) through @xstate/vue's `useSelector`, picking
 * its view and an optional part of it in the plugin's language (`messages`, followed when it changes);
 * the ref updates only when the pick changes.
 *
 * @example const seconds = useFlowView(otp.actorRef, getOtpView, (view) => Math.ceil(view.resendInMs / 1000));
 */
export function useFlowView<TMachine extends AnyStateMachine, TView, TPicked = TView>(
  actor: Actor<TMachine>,
  getView: (snapshot: SnapshotFrom<TMachine>, options?: ViewOptions) => TView,
  select?: Select<TView, TPicked>,
): Ref<TPicked> {
  const viewOptions = useViewOptions();
  const picker = createViewPicker(getView);
  // The same object while the pick is shallowly equal: the ref does not trigger.
  const picked = useSelector(actor, (snapshot) => picker(snapshot, viewOptions(), select));
  watch(viewOptions, () => {
    picked.value = picker(actor.getSnapshot(), viewOptions(), select);
  });
  return picked;
}

/**
 * Runs `start` while the scope lives, and what it returns when it is disposed: in a component from
 * mount (a server render sends nothing), in a bare `effectScope()` (a store, a test) at once.
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
  // The texts are the views' (useFlowView); the machines get the rest.
  const { messages: _texts, ...environment } = useLoyaltySettings();
  // Callbacks among the options (onVerified) are read when called: the current one is called.
  const actor = createFlowActor(flow, environment, toValue(options), () => toValue(options));
  whileInScope(() => {
    actor.start();
    return () => actor.stop();
  });
  const { configure } = flow;
  const send = () => configure && (actor as AnyActorRef).send(configure(toValue(options)));
  watch(() => JSON.stringify(toValue(options)), send);
  const view = useFlowView(actor, flow.createView?.() ?? flow.getView, select);
  return { view, ...(flow.commands(actor) as ReturnType<TFlow['commands']>), actorRef: actor };
}
