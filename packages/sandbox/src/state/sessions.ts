import { randomBytes } from 'node:crypto';
import { createBoundedMap } from '../kit/bounded-map';
import { constantTimeEqual } from '../kit/constant-time-equal';

/** The demo user (the identity of 0812345678): the default token belongs to it. */
const demoUserId = '+66812345678';

/** Which user a token belongs to. */
export interface Sessions {
  /** The user of `token`, or `undefined` when the token is unknown. */
  userOf(token: string): string | undefined;
  /** A new token for `userId` (after a verified code). */
  issue(userId: string): string;
  /** Forgets every issued token; the demo token stays. */
  reset(): void;
}

/** Issued tokens kept at most; past it the least recently used stops working (401, log in again). */
const maxIssuedTokens = 10_000;

/** Creates {@link Sessions} in which `demoToken` belongs to the demo user. */
export function createSessions(demoToken: string, maxTokens = maxIssuedTokens): Sessions {
  const issued = createBoundedMap<string, string>(maxTokens);
  return {
    userOf(token) {
      if (constantTimeEqual(token, demoToken)) return demoUserId;
      return issued.get(token);
    },
    issue(userId) {
      const token = randomBytes(24).toString('base64url');
      issued.set(token, userId);
      return token;
    },
    reset() {
      issued.clear();
    },
  };
}
