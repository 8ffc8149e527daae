import type { AnyFlowDefinition, FlowOptions, FlowView, Select } from '@loyalty-flows/core';
import { createFlowActor, shallowEqual, viewSelector } from '@loyalty-flows/core';
import { useSelector } from '@xstate/vue';
import { getCurrentInstance, onMounted, onScopeDispose, type Ref } from 'vue';
import type { Actor, AnyStateMachine, SnapshotFrom } from 'xstate';
import { useLoyaltySettings } from './loyalty-plugin';

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
    viewSelector(getView, select) as (snapshot: SnapshotFrom<TMachine>) => TPicked,
    shallowEqual,
  ) as Ref<TPicked>;
}

/**
 * Runs `start` while the current scope lives, and what it returns when the scope is disposed. In a
 * component it starts on mount, so server rendering sends nothing; in a bare `effectScope()` (a store,
 * a test) it starts at once.
 */
function whileInScope(start: () => () => void): void {
  let stop: (() => void) | undefined;
  if (getCurrentInstance()) onMounted(() => (stop = start()));
  else stop = start();
  onScopeDispose(() => stop?.());
}

/**
 * Runs one flow in the current scope (a component or an `effectScope()`): its actor, stopped when the
 * scope is disposed, the view or a pick of it as a ref, and its commands.
 *
 * @example const { view, request } = useFlow(otpFlow, { contact: { contactNumber: '0812345678' } });
 */
export function useFlow<TFlow extends AnyFlowDefinition, TPicked = FlowView<TFlow>>(
  flow: TFlow,
  options: FlowOptions<TFlow>,
  select?: Select<FlowView<TFlow>, TPicked>,
) {
  const settings = useLoyaltySettings();
  const actor: Actor<TFlow['machine']> = createFlowActor(flow, settings, options);
  whileInScope(() => {
    actor.start();
    const unfollow = flow.follow?.(actor);
    return () => {
      unfollow?.();
      actor.stop();
    };
  });
  const view = useFlowView(actor, flow.getView, select);
  return { view, ...(flow.commands(actor) as ReturnType<TFlow['commands']>), actorRef: actor };
}
