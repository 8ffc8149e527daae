import type { LoyaltyPort, OtpStorage } from '@loyalty-flows/core';
import { createContext, type ReactNode, useContext } from 'react';
import type { InspectionEvent } from 'xstate';

/** What every hook takes from the provider. */
export interface LoyaltySettings {
  /** The service: `createLoyaltyClient()` from `@loyalty-flows/client`, or a fake in tests. */
  client: LoyaltyPort;
  /** Where the OTP cooldown survives reloads. Default: `localStorage` in a browser, none elsewhere. */
  storage?: OtpStorage;
  /** Receives the machines' inspection events (for example a redacting Stately inspector). */
  inspect?: (event: InspectionEvent) => void;
}

const LoyaltyContext = createContext<LoyaltySettings | null>(null);

/**
 * Gives the hooks below it the client (once, for the whole app).
 *
 * @example
 * <LoyaltyProvider client={createLoyaltyClient({ baseURL, subscriptionKey, appId, token })}>
 *   <App />
 * </LoyaltyProvider>
 */
export function LoyaltyProvider({ children, ...settings }: LoyaltySettings & { children?: ReactNode }) {
  return <LoyaltyContext.Provider value={settings}>{children}</LoyaltyContext.Provider>;
}

/** The provider's settings; throws a clear error outside `<LoyaltyProvider>`. */
export function useLoyaltySettings(): LoyaltySettings {
  const settings = useContext(LoyaltyContext);
  if (!settings) throw new Error('Loyalty hooks must be used inside <LoyaltyProvider client={…}>.');
  return settings;
}
