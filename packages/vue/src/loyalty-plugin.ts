import type { LoyaltyPort, OtpStorage } from '@loyalty-flows/core';
import { type App, type InjectionKey, inject } from 'vue';
import type { InspectionEvent } from 'xstate';

/** What every composable takes from the plugin. */
export interface LoyaltySettings {
  /** The service: `createLoyaltyClient()` from `@loyalty-flows/client`, or a fake in tests. */
  client: LoyaltyPort;
  /** Where the OTP cooldown survives reloads. Default: `localStorage` in a browser, none elsewhere. */
  storage?: OtpStorage;
  /** Receives the machines' inspection events (for example a redacting Stately inspector). */
  inspect?: (event: InspectionEvent) => void;
}

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
