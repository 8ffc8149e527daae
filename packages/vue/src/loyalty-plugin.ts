import type { FlowSettings, ViewOptions } from '@loyalty-flows/core';
import { type App, type InjectionKey, inject, type MaybeRefOrGetter, toValue } from 'vue';

/**
 * What every composable takes from the plugin: core's `FlowSettings` (the `client`, and optionally
 * `storage`, `now`, `connectivity`, `visibility`, `inspect`), with `messages` as a ref or a getter,
 * so a language switch reaches every view at once.
 */
export type LoyaltySettings = Omit<FlowSettings, 'messages'> & {
  messages?: MaybeRefOrGetter<ViewOptions['messages']>;
};

const settingsKey: InjectionKey<LoyaltySettings> = Symbol('loyalty-flows');

/**
 * The plugin that gives the composables the client (once, for the whole app).
 *
 * @example createApp(App).use(createLoyalty({ client, messages: () => (lang.value === 'th' ? th : en) }));
 */
export function createLoyalty(settings: LoyaltySettings) {
  return { install: (app: App) => app.provide(settingsKey, settings) };
}

/** The plugin's settings; throws a clear error when the plugin is not installed. */
export function useLoyaltySettings(): LoyaltySettings {
  const settings = inject(settingsKey, null);
  if (!settings) throw new Error('Loyalty composables need the plugin: app.use(createLoyalty({ client })).');
  return settings;
}

/**
 * The texts views are described in, read on each call: the plugin's `messages`, English without the
 * plugin. Only the texts: the plugin's `now` is the machines' clock, not the views' instant.
 */
export function useViewOptions(): () => ViewOptions {
  const source = inject(settingsKey, null)?.messages;
  return () => ({ messages: toValue(source) });
}
