'use client';

import { createLoyaltyClient } from '@loyalty-flows/client';
import { LoyaltyProvider } from '@loyalty-flows/react';
import { type ReactNode, useState } from 'react';

/**
 * The client is made in a client component: a server component cannot hand a client (functions) to
 * `<LoyaltyProvider>`. `NEXT_PUBLIC_LOYALTY_BASE_URL` is read at build time; the sandbox answers CORS
 * for any loopback origin.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() =>
    createLoyaltyClient({
      baseURL: process.env.NEXT_PUBLIC_LOYALTY_BASE_URL ?? 'http://127.0.0.1:8787',
      subscriptionKey: 'sandbox-subscription-key',
      appId: 'sandbox-app',
      token: 'sandbox-token',
    }),
  );
  return <LoyaltyProvider client={client}>{children}</LoyaltyProvider>;
}
