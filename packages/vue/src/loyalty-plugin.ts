import type { FlowSettings, SharedFlowActor, ViewOptions } from '@loyalty-flows/core';
import type { NotificationsFlowOptions, notificationsFlow } from '@loyalty-flows/core/notifications';
import { type App, type InjectionKey, inject, type MaybeRefOrGetter, toValue } from 'vue';

/**
 * What the plugin takes: core's `FlowSettings` (`client`, `storage`, …), `messages` as a ref or getter (a
 * language switch reaches every view at once), the options of the app's one inbox (`notifications`).
 */
export type LoyaltySettings = Omit<FlowSettings, 'messages'> & {
  messages?: MaybeRefOrGetter<ViewOptions['messages']>;
  notifications?: NotificationsFlowOptions;
};
type Shared = SharedFlowActor<typeof notificationsFlow>;
type Inbox = (make: (settings: FlowSettings, options: NotificationsFlowOptions) => Shared) => Shared;
type Provided = { environment: FlowSettings; messages: LoyaltySettings['messages']; inbox: Inbox };
const settingsKey: InjectionKey<Provided> = Symbol('loyalty-flows');

/**
 * Gives the composables the client, and holds the inbox every `useNotifications` shares: one per app it
 * is installed in (per request under server rendering).
 * @example createApp(App).use(createLoyalty({ client, messages: () => (lang.value === 'th' ? th : en) }));
 */
export function createLoyalty(settings: LoyaltySettings) {
  const { messages, notifications = {}, ...environment } = settings;
  return {
    install(app: App) {
      let shared: Shared | undefined;
      // Made when a `useNotifications` first asks (an app without one bundles no notifications flow).
      const inbox: Inbox = (make) => (shared ??= make(environment, notifications));
      app.provide(settingsKey, { environment, messages, inbox });
    },
  };
}

/** The plugin's environment and inbox; throws a clear error when the plugin is not installed. */
export function useLoyaltySettings() {
  const settings = inject(settingsKey, null);
  if (!settings) throw new Error('Loyalty composables need the plugin: app.use(createLoyalty({ client })).');
  return settings;
}

/** The texts views are described in, read on each call: the plugin's `messages`, English without it. */
export function useViewOptions(): () => ViewOptions {
  const source = inject(settingsKey, null)?.messages;
  return () => ({ messages: toValue(source) });
}
