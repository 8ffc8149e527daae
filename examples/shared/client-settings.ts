import { endSession, sessionToken } from './session';

/**
 * The client settings both example apps use: `VITE_*` variables, defaulting to the sandbox's
 * credentials. Requests go to the app's own origin, which the dev and preview servers forward to the
 * sandbox. They carry the token a verified code gave (session.ts), else the app's own (`VITE_TOKEN`);
 * a token the service refuses is forgotten. (No package imports here: this folder is not a package;
 * each app passes these to its own client.)
 */
export function clientSettings(env: ImportMetaEnv) {
  const appToken = env.VITE_TOKEN ?? 'sandbox-token';
  return {
    baseURL: window.location.origin,
    subscriptionKey: env.VITE_SUBSCRIPTION_KEY ?? 'sandbox-subscription-key',
    appId: env.VITE_APP_ID ?? 'sandbox-app',
    getToken: () => sessionToken() ?? appToken,
    onUnauthorized: endSession,
  };
}
