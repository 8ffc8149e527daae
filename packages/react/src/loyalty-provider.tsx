import { type FlowSettings, shallowEqual, type ViewOptions } from '@loyalty-flows/core';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/**
 * What every hook takes from the provider: core's `FlowSettings` (the `client`, and optionally
 * `storage`, `now`, `connectivity`, `visibility`, `messages` such as `th`, `inspect`).
 */
export type LoyaltySettings = FlowSettings;

const LoyaltyContext = createContext<LoyaltySettings | null>(null);

/**
 * Gives the hooks below it the client (once, for the whole app). A client component: a Next.js server
 * component may render it. Its value changes only when a setting does, so rendering the provider again
 * with equal settings re-renders no hook.
 *
 * @example
 * <LoyaltyProvider client={createLoyaltyClient({ baseURL, subscriptionKey, appId, getToken })} messages={th}>
 *   <App />
 * </LoyaltyProvider>
 */
export function LoyaltyProvider({ children, ...settings }: LoyaltySettings & { children?: ReactNode }) {
  // The settings of the last render that changed one (React's "state from the previous render").
  const [value, setValue] = useState(settings);
  if (!shallowEqual(value, settings)) setValue(settings);
  return <LoyaltyContext.Provider value={value}>{children}</LoyaltyContext.Provider>;
}

/** The provider's settings; throws a clear error outside `<LoyaltyProvider>`. */
export function useLoyaltySettings(): LoyaltySettings {
  const settings = useContext(LoyaltyContext);
  if (!settings) throw new Error('Loyalty hooks must be used inside <LoyaltyProvider client={…}>.');
  return settings;
}

/**
 * The texts views are described in: the provider's `messages`, English outside a provider. Only the
 * texts: the provider's `now` is the machines' clock, not the views' instant.
 */
export function useViewOptions(): ViewOptions {
  const messages = useContext(LoyaltyContext)?.messages;
  return useMemo(() => (messages ? { messages } : {}), [messages]);
}
