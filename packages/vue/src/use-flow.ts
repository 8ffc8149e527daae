import type { AnyFlowDefinition, FlowOptions, FlowView, Select, ViewOptions } from '@loyalty-flows/core';
import { createFlowActor, createViewPicker } from '@loyalty-flows/core';
import { useSelector } from '@xstate/vue';
import type { MaybeRef, MaybeRefOrGetter, Ref } from 'vue';
import { getCurrentInstance, onMounted, onScopeDispose, toValue, watch } from 'vue';
import type { Actor, AnyActorRef, AnyStateMachine, SnapshotFrom } from 'xstate';
import { useLoyaltySettings, useViewOptions } from './loyalty-plugin';

/**
 * Reads an actor, or a ref of one (ours, or one from `useActorRef`), with @xstate/vue's `useSelector` through
 * its view, in the plugin's `messages` (followed), and an optional pick: updates when the pick changes.
 * @example const seconds = useFlowView(otp.actorRef, getOtpView, (view) => Math.ceil(view.resendInMs / 1000));
 */
export function useFlowView<TMachine extends AnyStateMachine, TView, TPicked = TView>(
  actor: MaybeRef<Actor<TMachine>>,
  getView: (snapshot: SnapshotFrom<TMachine>, options?: ViewOptions) => TView,
  select?: Select<TView, TPicked>,
): Ref<TPicked> {
  const viewOptions = useViewOptions();
  const picker = createViewPicker(getView);
  const picked = useSelector(actor, (snapshot) => picker(snapshot, viewOptions(), select));
  watch(viewOptions, () => {
    picked.value = picker(toValue(actor).getSnapshot(), viewOptions(), select);
  });
  return picked;
}

/**
 * Runs `start` while the scope lives, and what it returns when it is disposed: in a component from
 * mount (a server render sends nothing), in a bare `effectScope()` (a store, a test) at once.
 */
export function whileInScope(start: () => () => void): void {
  let stop: (() => void) | undefined;
  if (getCurrentInstance()) onMounted(() => (stop = start()));
  else stop = start();
  onScopeDispose(() => stop?.());
}

/**
 * One flow in the current scope (a component or an `effectScope()`): its actor, the view or a pick as a
 * ref, the commands. Changed `options` (a ref or getter) reach the actor as `configure`; its callbacks
 * (`onVerified`) are read from the options when called.
 * @example const { view, request } = useFlow(otpFlow, () => ({ contact: { contactNumber: phone.value } }));
 */
export function useFlow<TFlow extends AnyFlowDefinition, TPicked = FlowView<TFlow>>(
  flow: TFlow,
  options: MaybeRefOrGetter<FlowOptions<TFlow>>,
  select?: Select<FlowView<TFlow>, TPicked>,
) {
  const { environment } = useLoyaltySettings();
  const actor = createFlowActor(flow, environment, toValue(options), () => toValue(options));
  whileInScope(() => {
    actor.start();
    return () => actor.stop();
  });
  const send = () => flow.configure && (actor as AnyActorRef).send(flow.configure(toValue(options)));
  watch(() => JSON.stringify(toValue(options)), send);
  const view = useFlowView(actor, flow.createView?.() ?? flow.getView, select);
  return { view, ...(flow.commands(actor) as ReturnType<TFlow['commands']>), actorRef: actor };
}
