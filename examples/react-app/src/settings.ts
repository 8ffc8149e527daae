import { createLoyaltyClient } from '@loyalty-flows/client';

/**
 * The client for this app. The settings come from `VITE_*` variables and default to the sandbox's
 * credentials; requests go to this origin, which the dev server forwards to the sandbox.
 */
export const client = createLoyaltyClient({
  baseURL: window.location.origin,
  subscriptionKey: import.meta.env.VITE_SUBSCRIPTION_KEY ?? 'sandbox-subscription-key',
  appId: import.meta.env.VITE_APP_ID ?? 'sandbox-app',
  token: import.meta.env.VITE_TOKEN ?? 'sandbox-token',
});
