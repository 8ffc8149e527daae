import { type Actor, createActor } from 'xstate';
import type { AnyFlowDefinition, FlowOptions, FlowSettings } from './flow';
import { checkedInspector } from './redacting-mark';

/**
 * The actor of one flow, not started yet: its machine built for the provider's environment, its input
 * from the component's options, and `settings.inspect` (a redacting inspector: any other is refused).
 * `latest` answers the options the component rendered with last (default: `options`); the flow reads
 * its callbacks (`onVerified`, `onError`) from it when it calls them.
 *
 * @example
 * const latest = { current: { contact, onVerified } };
 * const actor = createFlowActor(otpFlow, { client, inspect }, latest.current, () => latest.current).start();
 */
export function createFlowActor<TFlow extends AnyFlowDefinition>(
  flow: TFlow,
  settings: FlowSettings,
  options: FlowOptions<TFlow>,
  latest: () => FlowOptions<TFlow> = () => options,
): Actor<ReturnType<TFlow['createMachine']>> {
  return createActor(flow.createMachine(settings, latest), {
    input: flow.input(options),
    inspect: settings.inspect && checkedInspector(settings.inspect),
  });
}
