/// <reference types="vite/client" />

/** The settings the example apps read (all optional: the sandbox's defaults apply). */
interface ImportMetaEnv {
  readonly VITE_SUBSCRIPTION_KEY?: string;
  readonly VITE_APP_ID?: string;
  readonly VITE_TOKEN?: string;
}
