import { en, formatMessage, type MessageKey, th } from '@loyalty-flows/react';
import { createContext, type ReactNode, useContext } from 'react';
import { count, dateTime, timeOfDay } from '../../shared/format';
import type { Lang } from '../../shared/texts';
import { type AppTextKey, appText } from '../../shared/texts';

/** A key of the library's message table (statuses, errors, countdowns). */
type FlowTextKey = MessageKey;

/** The library's message table for each language. */
export const flowTables = { en, th } as const;

function textsFor(lang: Lang, setLang: (lang: Lang) => void) {
  const t = (key: AppTextKey, params?: Record<string, string | number>) => appText(lang, key, params);
  const flow = (key: FlowTextKey, params?: Record<string, string | number>) =>
    formatMessage(flowTables[lang], key, params);
  const num = (value: number) => count(lang, value);
  return {
    lang,
    setLang,
    /** One of the app's own texts. */
    t,
    /** One of the library's texts (statuses, errors, countdowns). */
    flow,
    date: (epochMs: number) => dateTime(lang, epochMs),
    /** A number in the language's digits and grouping. */
    num,
    /** The unread badge's count in words: "{count} unread", or "at least" when more pages may hold more. */
    unreadWords: (unread: { count: number; complete: boolean }) =>
      unread.complete
        ? flow('notifications.unread', { count: num(unread.count) })
        : t('notifications.unreadAtLeast', { count: num(unread.count) }),
    time: (epochMs: number) => timeOfDay(lang, epochMs),
  };
}

/** What components read the language and its texts through. */
export type Texts = ReturnType<typeof textsFor>;

const TextsContext = createContext<Texts>(textsFor('en', () => {}));

/** Gives the tree the texts of `lang`. */
export function TextsProvider({
  lang,
  setLang,
  children,
}: {
  lang: Lang;
  setLang: (lang: Lang) => void;
  children: ReactNode;
}) {
  return <TextsContext.Provider value={textsFor(lang, setLang)}>{children}</TextsContext.Provider>;
}

/** The current language's texts and formats. */
export function useTexts(): Texts {
  return useContext(TextsContext);
}
