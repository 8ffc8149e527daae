/**
 * The environment's ports besides the service and the clock: whether the network is up, whether the
 * user sees the app, and where state survives a restart. TanStack Query's `onlineManager` and
 * `focusManager` are the model: a current value, and a subscription that reports changes.
 */

/** A value now, or one a Promise resolves to (React Native's AsyncStorage answers with Promises). */
export type MaybePromise<T> = T | Promise<T>;

/**
 * The part of Web Storage a flow keeps what must survive a reload or an app restart in. `localStorage`
 * fits, and so does React Native's AsyncStorage: each method may answer at once or with a Promise.
 */
export interface FlowStorage {
  getItem(key: string): MaybePromise<string | null | undefined>;
  setItem(key: string, value: string): MaybePromise<void>;
  removeItem(key: string): MaybePromise<void>;
}

/**
 * Whether the device can reach the network. In a browser: `navigator.onLine` and the `online` and
 * `offline` events; in React Native: NetInfo (see the React README's recipe).
 */
export interface ConnectivityPort {
  /** The connection as last known. */
  isOnline(): boolean;
  /** Calls `listener` with each change until the returned function is called. */
  subscribe(listener: (online: boolean) => void): () => void;
}

/**
 * Whether the user sees the app. In a browser: `document.hidden` and `visibilitychange`; in React
 * Native: `AppState` (see the React README's recipe).
 */
export interface VisibilityPort {
  /** The visibility as last known. */
  isVisible(): boolean;
  /** Calls `listener` with each change until the returned function is called. */
  subscribe(listener: (visible: boolean) => void): () => void;
}

/**
 * The part of the Web Locks API (`navigator.locks`) a flow takes a lock shared by the tabs of one site
 * with: one holder per name at a time, the others queued in order.
 */
export interface LockPort {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}
