import { type Actor, createActor } from 'xstate';
import { createRedactingInspector } from '../inspect/redacting-inspector';
import type { AnyFlowDefinition, FlowOptions, FlowSettings } from './flow';

/**
 * The actor of one flow, not started yet: its input built from the provider's settings and the
 * component's options, and its inspection events redacted before they reach `settings.inspect`.
 *
 * @example const actor = createFlowActor(otpFlow, { client, inspect }, { contact }).start();
 */
export function createFlowActor<TFlow extends AnyFlowDefinition>(
  flow: TFlow,
  settings: FlowSettings,
  options: FlowOptions<TFlow>,
): Actor<TFlow['machine']> {
  return createActor(flow.machine, {
    input: flow.input(settings, options),
    inspect: settings.inspect && createRedactingInspector(settings.inspect),
  });
}
