import type { Actor, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import type { InspectionReceiver } from '../inspect/redacting-inspector';
import type { LoyaltyPort } from './port';

/** What the bindings' provider or plugin hands every flow. */
export interface FlowSettings {
  client: LoyaltyPort;
  /** Where a flow keeps what must survive a reload (the OTP cooldown); the browser's by default. */
  storage?: {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
    removeItem(key: string): void;
  };
  /**
   * Receives the machines' inspection events (for example the Stately inspector's `inspect`). Secrets
   * are redacted before it sees them: codes, tokens, keys and serials, and all but the last four
   * digits of a contact number.
   */
  inspect?: InspectionReceiver;
}

/**
 * Everything a framework binding needs to run one flow, so the React and Vue bindings hold no flow
 * knowledge of their own: the machine, its view, its commands, how its input is built from the
 * provider's settings and the component's options, and what of the browser it follows while mounted.
 */
export interface FlowDefinition<TMachine extends AnyStateMachine, TView, TCommands, TOptions> {
  machine: TMachine;
  getView: (snapshot: SnapshotFrom<TMachine>) => TView;
  commands: (actor: Actor<TMachine>) => TCommands;
  input: (settings: FlowSettings, options: TOptions) => InputFrom<TMachine>;
  /** Starts following the browser (online state, visibility) for the actor; returns how to stop. */
  follow?: (actor: Actor<TMachine>) => () => void;
}

// biome-ignore lint/suspicious/noExplicitAny: the bindings accept any flow; each flow is fully typed
export type AnyFlowDefinition = FlowDefinition<any, any, any, any>;
/** The view of a flow. */
export type FlowView<TFlow extends AnyFlowDefinition> = ReturnType<TFlow['getView']>;
/** The options a component passes to a flow. */
export type FlowOptions<TFlow extends AnyFlowDefinition> = Parameters<TFlow['input']>[1];
