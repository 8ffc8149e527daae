/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUBSCRIPTION_KEY?: string;
  readonly VITE_APP_ID?: string;
  readonly VITE_TOKEN?: string;
}
