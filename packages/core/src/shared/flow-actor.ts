import { type Actor, createActor } from 'xstate';
import { createRedactingInspector } from '../inspect/redacting-inspector';
import type { AnyFlowDefinition, FlowOptions, FlowSettings } from './flow';

/**
 * The actor of one flow, not started yet: its machine built for the provider's environment, its input
 * from the component's options, and its inspection events redacted before they reach `settings.inspect`.
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
    inspect: settings.inspect && createRedactingInspector(settings.inspect),
  });
}
