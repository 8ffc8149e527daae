import { en, formatMessage, type MessageKey, th } from '@loyalty-flows/vue';
import { ref, watchEffect } from 'vue';
import { count, dateTime, timeOfDay } from '../../shared/format';
import { applyLanguage, initialLanguage } from '../../shared/language';
import { type AppTextKey, appText, type Lang } from '../../shared/texts';

/** A key of the library's message table (statuses, errors, countdowns). */
type FlowTextKey = MessageKey;

/** The library's message table for each language. */
export const flowTables = { en, th } as const;

/** The language the app speaks: remembered, and written on the document. */
export const lang = ref<Lang>(initialLanguage());
watchEffect(() => applyLanguage(lang.value, appText(lang.value, 'app.title', { framework: 'Vue' })));

type Params = Record<string, string | number>;

/** One of the app's own texts, in the current language (templates re-render when it changes). */
export const t = (key: AppTextKey, params?: Params) => appText(lang.value, key, params);

/** One of the library's texts (statuses, errors, countdowns), in the current language. */
export const flow = (key: FlowTextKey, params?: Params) => formatMessage(flowTables[lang.value], key, params);

/** A date and time, and a time of day, in the current language (Buddhist era in Thai). */
export const date = (epochMs: number) => dateTime(lang.value, epochMs);
export const time = (epochMs: number) => timeOfDay(lang.value, epochMs);

/** A number in the current language's digits and grouping. */
export const num = (value: number) => count(lang.value, value);

/** The unread badge's count in words: "{count} unread", or "at least" when more pages may hold more. */
export const unreadWords = (unread: { count: number; complete: boolean }) =>
  unread.complete
    ? flow('notifications.unread', { count: num(unread.count) })
    : t('notifications.unreadAtLeast', { count: num(unread.count) });
