import { locales } from './language';
import type { Lang } from './texts';

// The service is in Bangkok; its users read its dates in Bangkok time wherever the device is set.
const timeZone = 'Asia/Bangkok';
const dateFormats = new Map<Lang, Intl.DateTimeFormat>();
const timeFormats = new Map<Lang, Intl.DateTimeFormat>();

function cached(map: Map<Lang, Intl.DateTimeFormat>, lang: Lang, options: Intl.DateTimeFormatOptions) {
  let format = map.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[lang], { ...options, timeZone });
    map.set(lang, format);
  }
  return format;
}

/**
 * A date and time for people (`th`: `23 พ.ย. 2569 14:05 น.`, Buddhist era, the time with น. as Thai
 * writes it; `en`: `23 Nov 2026, 14:05`).
 */
export function dateTime(lang: Lang, epochMs: number): string {
  if (lang === 'th')
    return `${cached(dateFormats, lang, { dateStyle: 'medium' }).format(epochMs)} ${timeOfDay(lang, epochMs)}`;
  return cached(dateFormats, lang, { dateStyle: 'medium', timeStyle: 'short' }).format(epochMs);
}

/** A time of day for people (`th`: `10:05 น.`; `en`: `10:05`). */
export function timeOfDay(lang: Lang, epochMs: number): string {
  const time = cached(timeFormats, lang, { timeStyle: 'short' }).format(epochMs);
  // A no-break space: น. never starts a line of its own.
  return lang === 'th' ? `${time}\u00a0น.` : time;
}

/** A number in the language's grouping (`1,234`). */
export function count(lang: Lang, value: number): string {
  return new Intl.NumberFormat(locales[lang]).format(value);
}

/** Whole seconds left, rounded up: a code with 0.4 s left still shows 1. */
export function seconds(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000));
}

/**
 * A countdown as `mm:ss` (rounded up: `03:00`, `00:59`), the same in both languages and as wide at
 * every tick (shown with tabular digits, `.countdown`); a 90-minute voucher shows `90:00`.
 */
export function clock(ms: number): string {
  const left = seconds(ms);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${pad(Math.floor(left / 60))}:${pad(left % 60)}`;
}

/**
 * A text cut at its spaces, for `.phrase` spans: Thai writes a space between phrases and none between
 * words, so a line breaks at the spaces first ("กรุณาลองใหม่" stays whole), inside a phrase only when it
 * is wider than the line. A no-break space (`10:05\u00a0น.`) does not cut.
 */
export function phrases(text: string): string[] {
  return text.split(' ').filter((phrase) => phrase !== '');
}
