/// <reference types="vite/client" />

/** The settings the example apps read (all optional: the sandbox's defaults apply). */
interface ImportMetaEnv {
  readonly VITE_SUBSCRIPTION_KEY?: string;
  readonly VITE_APP_ID?: string;
  readonly VITE_TOKEN?: string;
  /** The review server inspection (`?inspect`) reports to, e.g. `http://127.0.0.1:8790` (`npm start` sets it). */
  readonly VITE_REVIEW_SERVER?: string;
  /** Without a review server: the Stately inspector server, e.g. `ws://127.0.0.1:8080` (default: a pop-up). */
  readonly VITE_INSPECT_SERVER?: string;
  /** Hosts the web view may open, comma-separated (default: loopback, where the sandbox serves its pages). */
  readonly VITE_WEB_VIEW_HOSTS?: string;
}
