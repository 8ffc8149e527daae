import { createLoyaltyClient } from '@loyalty-flows/client';

/**
 * The token requests carry: the app's own session token at first (the sandbox's demo token here), then
 * the one the verified code gave. Kept in memory only, so a reload starts from the first again.
 */
let token = 'sandbox-token';

/** Keeps the token the sign-in gave: every request from now on carries it. */
export function keepToken(signedIn: string | undefined): void {
  if (signedIn) token = signedIn;
}

/** The service's client. `VITE_LOYALTY_BASE_URL` is read at build time (default: a local sandbox). */
export const client = createLoyaltyClient({
  baseURL: import.meta.env.VITE_LOYALTY_BASE_URL ?? 'http://127.0.0.1:8787',
  subscriptionKey: 'sandbox-subscription-key',
  appId: 'sandbox-app',
  getToken: () => token,
});
