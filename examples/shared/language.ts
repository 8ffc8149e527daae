import type { Lang } from './texts';

const storageKey = 'loyalty-flows:lang';

/** The `Intl` locale of each language: `th-TH` writes Buddhist-era years, as Thai users expect. */
export const locales: Record<Lang, string> = { en: 'en-GB', th: 'th-TH' };

/** The remembered language, else the browser's first preference (Thai or English), else Thai. */
export function initialLanguage(): Lang {
  const stored = localStorage.getItem(storageKey);
  if (stored === 'th' || stored === 'en') return stored;
  const preferred = navigator.languages?.find((tag) => /^(th|en)\b/i.test(tag));
  return preferred?.toLowerCase().startsWith('en') ? 'en' : 'th';
}

/** Remembers `lang` and tells the document, so screen readers and fonts pick the right language. */
export function applyLanguage(lang: Lang, title: string): void {
  localStorage.setItem(storageKey, lang);
  document.documentElement.lang = lang;
  document.title = title;
}
