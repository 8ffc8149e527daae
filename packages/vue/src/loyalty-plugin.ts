import type { FlowSettings, ViewOptions } from '@loyalty-flows/core';
import { type App, type InjectionKey, inject } from 'vue';

/**
 * What every composable takes from the plugin: the `client` (`createLoyaltyClient()` from
 * `@loyalty-flows/client`, or a fake in tests), the `storage` the OTP cooldown and unsent reads survive
 * reloads in (default: `localStorage` in a browser), `now` (the clock, default `Date.now`), `messages`
 * (the texts: `th` for Thai, or your own entries), and `inspect` for the machines' inspection events
 * (the Stately inspector's `inspect`), which sees them with secrets redacted.
 */
export type LoyaltySettings = FlowSettings;

const settingsKey: InjectionKey<LoyaltySettings> = Symbol('loyalty-flows');

/**
 * The plugin that gives the composables the client (once, for the whole app).
 *
 * @example
 * createApp(App).use(createLoyalty({ client: createLoyaltyClient({ baseURL, subscriptionKey, appId, token }) })).mount('#app');
 */
export function createLoyalty(settings: LoyaltySettings) {
  return {
    install(app: App) {
      app.provide(settingsKey, settings);
    },
  };
}

/** The plugin's settings; throws a clear error when the plugin is not installed. */
export function useLoyaltySettings(): LoyaltySettings {
  const settings = inject(settingsKey, null);
  if (!settings) throw new Error('Loyalty composables need the plugin: app.use(createLoyalty({ client })).');
  return settings;
}

/**
 * The texts views are described in: the plugin's `messages`, English without the plugin. Only the
 * texts: the plugin's `now` is the machines' clock, and a view given it would read it as its instant.
 */
export function useViewOptions(): ViewOptions {
  const messages = inject(settingsKey, null)?.messages;
  return messages ? { messages } : {};
}
