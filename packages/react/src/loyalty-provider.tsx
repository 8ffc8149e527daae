import { type FlowSettings, type SharedFlowActor, shallowEqual } from '@loyalty-flows/core';
import type { NotificationsFlowOptions, notificationsFlow } from '@loyalty-flows/core/notifications';
import { createContext, type PropsWithChildren, useContext, useMemo, useState } from 'react';

/** What every hook takes from the provider: core's `FlowSettings` (`client`, `storage`, `messages`, …). */
export type LoyaltySettings = FlowSettings;
/** The provider's props: the settings, the shared inbox's `notifications` options, the app. */
export type LoyaltyProviderProps = PropsWithChildren<
  LoyaltySettings & { notifications?: NotificationsFlowOptions }
>;
type Shared = SharedFlowActor<typeof notificationsFlow>;
type Inbox = (make: (settings: LoyaltySettings, options: NotificationsFlowOptions) => Shared) => Shared;
const LoyaltyContext = createContext<{ settings: LoyaltySettings; inbox: Inbox } | null>(null);

/**
 * Gives the hooks below it the client and holds the app's one inbox, which every `useNotifications` shares
 * (one per provider: per request on a server). Equal settings again re-render no hook.
 *
 * @example <LoyaltyProvider client={client} messages={th} notifications={{ pollIntervalMs: 60_000 }}><App /></LoyaltyProvider>
 */
export function LoyaltyProvider({ children, notifications = {}, ...settings }: LoyaltyProviderProps) {
  const [value, setValue] = useState(settings);
  if (!shallowEqual(value, settings)) setValue(settings);
  // Made when a `useNotifications` first asks (an app without one bundles no notifications flow), once per
  // provider: new settings (a language switch) keep the inbox, as they keep every flow's actor.
  const [slot] = useState<{ shared?: Shared }>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: an inbox keeps the options it was made with
  const app = useMemo(() => {
    const inbox: Inbox = (make) => (slot.shared ??= make(value, notifications));
    return { settings: value, inbox };
  }, [value]);
  return <LoyaltyContext.Provider value={app}>{children}</LoyaltyContext.Provider>;
}

/** The provider's settings and inbox; throws a clear error outside `<LoyaltyProvider>`. */
export function useLoyaltyApp() {
  const app = useContext(LoyaltyContext);
  if (!app) throw new Error('Loyalty hooks must be used inside <LoyaltyProvider client={…}>.');
  return app;
}

/** The texts views are described in: the provider's `messages`, English outside a provider. */
export function useViewOptions() {
  const messages = useContext(LoyaltyContext)?.settings.messages;
  return useMemo(() => (messages ? { messages } : {}), [messages]);
}
