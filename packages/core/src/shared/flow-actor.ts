import { type Actor, createActor } from 'xstate';
import type { AnyFlowDefinition, FlowOptions, FlowSettings } from './flow';
import { checkedInspector } from './redacting-mark';

/**
 * The actor of one flow, not started yet: its machine built for the provider's environment, its input
 * from the component's options, and `settings.inspect` (a redacting inspector: any other is refused).
 *
 * @example const actor = createFlowActor(otpFlow, { client, inspect }, { contact }).start();
 */
export function createFlowActor<TFlow extends AnyFlowDefinition>(
  flow: TFlow,
  settings: FlowSettings,
  options: FlowOptions<TFlow>,
): Actor<ReturnType<TFlow['createMachine']>> {
  return createActor(flow.createMachine(settings), {
    input: flow.input(options),
    inspect: settings.inspect && checkedInspector(settings.inspect),
  });
}
