/**
 * Where the example apps keep the token a verified code gave: in memory, for the page's life (a reload
 * starts again from the app's own token, `VITE_TOKEN`). The client's `getToken` reads it, so every
 * request after the verification carries it.
 */
let verifiedToken: string | undefined;

/** The token the last verification gave, if it gave one. */
export function sessionToken(): string | undefined {
  return verifiedToken;
}

/**
 * Keeps the token of a verification's result (`onVerified`); a result without one keeps the previous.
 * Returns whether the result had a token.
 */
export function keepVerifiedToken(result: { token?: string }): boolean {
  if (result.token) verifiedToken = result.token;
  return Boolean(result.token);
}

/** Forgets the token: the service said it no longer holds (`onUnauthorized`). */
export function endSession(): void {
  verifiedToken = undefined;
}
