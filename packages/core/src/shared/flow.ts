import type { AnyStateMachine, EventFrom, InputFrom, SnapshotFrom } from 'xstate';
import type { ConnectivityPort, FlowStorage, MaybePromise, VisibilityPort } from './environment-ports';
import type { ViewOptions } from './messages';
import type { LoyaltyPort } from './port';
import type { RedactingInspector } from './redacting-mark';

export type { FlowStorage } from './environment-ports';

/**
 * The world a flow's machine runs in: the service, and optionally where state survives reloads, which
 * clock to read, and how the connection and the app's visibility are known. Every machine factory
 * (`createOtpMachine(env)` and its siblings) takes it. Without a browser (React Native, a server) the
 * defaults are: storage in memory, always online, always visible; React Native apps pass AsyncStorage,
 * NetInfo and AppState adapters (recipes in the React README).
 */
export interface FlowEnvironment {
  /** The service: `createLoyaltyClient()` from `@loyalty-flows/client`, or a fake in tests. */
  client: LoyaltyPort;
  /**
   * Where the OTP cooldown and unsent reads survive reloads, restarts and tabs; it may answer with
   * Promises (AsyncStorage). Default: one rule for every flow (`defaultStorage`,
   * src/shared/default-storage.ts): `localStorage` in a browser, else a memory of the machine's own.
   */
  storage?: FlowStorage;
  /** The clock, epoch ms. Default `Date.now`. */
  now?: () => number;
  /** Whether the network is up. Default: the browser's `online`/`offline` events, else always online. */
  connectivity?: ConnectivityPort;
  /** Whether the user sees the app. Default: the document's `visibilitychange`, else always visible. */
  visibility?: VisibilityPort;
  /**
   * Opens a used redemption entry's web page outside the app, once per open, right after "use" (for
   * example `(url) => liff.openWindow({ url, external: false })` in LINE, where many sites refuse
   * framing). It gets only addresses that passed the web-view policy. Without it the view's `webView`
   * detail is the app's to show (an iframe). The redemption flow is the one that calls it.
   */
  openWebPage?: (url: string) => void;
}

/** What the bindings' provider or plugin hands every flow: the environment, the inspector and the texts. */
export interface FlowSettings extends FlowEnvironment, ViewOptions {
  /**
   * Receives the machines' inspection events: an inspector wrapped by `createRedactingInspector` of
   * `@loyalty-flows/core/inspect` (for example around the Stately inspector's `inspect`), so secrets are
   * redacted before it sees them. A plain inspector is refused with a `TypeError`.
   */
  inspect?: RedactingInspector;
}

/**
 * Everything a framework binding needs to run one flow, so the React and Vue bindings hold no flow
 * knowledge: how to build the machine for an environment, its input from the component's options
 * (plain data), its view, its commands, and the event that tells a running actor its options changed.
 */
export interface FlowDefinition<TMachine extends AnyStateMachine, TView, TCommands, TOptions> {
  /**
   * The machine for `env`. `latest` answers the options the component rendered with last: a flow
   * whose options hold callbacks (`onVerified`) reads them from it when it calls them, so a new
   * callback on every render needs no new actor.
   */
  createMachine(env: FlowEnvironment, latest?: () => TOptions): TMachine;
  /** The machine's input: the options' plain data (callbacks left out). */
  input(options: TOptions): InputFrom<TMachine>;
  getView(snapshot: SnapshotFrom<TMachine>, options?: ViewOptions): TView;
  /**
   * Erases what the flow kept in `storage` for the signed-in user (the notifications' unsent reads),
   * when a shared actor is reset for the next user (`createSharedFlowActor`).
   */
  forget?(storage: FlowStorage): MaybePromise<void>;
  /** A `getView` for one actor that may remember its last view (bindings make one per actor). */
  createView?(): (snapshot: SnapshotFrom<TMachine>, options?: ViewOptions) => TView;
  commands(actor: { send(event: EventFrom<TMachine>): void }): TCommands;
  /**
   * The event a running actor gets when the component's options change after the first render (plain
   * data: callbacks left out).
   */
  configure?(options: TOptions): EventFrom<TMachine>;
}

/** Any flow, whatever its machine, options, view and commands: what the bindings accept. */
// biome-ignore lint/suspicious/noExplicitAny: the bindings accept any flow; each flow is fully typed
export type AnyFlowDefinition = FlowDefinition<any, any, any, any>;
/** The view of a flow. */
export type FlowView<TFlow extends AnyFlowDefinition> = ReturnType<TFlow['getView']>;
/** The options a component passes to a flow. */
export type FlowOptions<TFlow extends AnyFlowDefinition> = Parameters<TFlow['input']>[0];
