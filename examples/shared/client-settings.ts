/**
 * The client settings both example apps use: `VITE_*` variables, defaulting to the sandbox's
 * credentials. Requests go to the app's own origin, which the dev and preview servers forward to the
 * sandbox. (No imports here: this folder is not a package; each app passes it to its own client.)
 */
export function clientSettings(env: ImportMetaEnv) {
  return {
    baseURL: window.location.origin,
    subscriptionKey: env.VITE_SUBSCRIPTION_KEY ?? 'sandbox-subscription-key',
    appId: env.VITE_APP_ID ?? 'sandbox-app',
    token: env.VITE_TOKEN ?? 'sandbox-token',
  };
}
