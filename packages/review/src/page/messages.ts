import { englishStatechartTexts, type StatechartTexts } from '../graph/render-svg';

/**
 * Every text the review page shows, in English and Thai: one table, so a text without its translation
 * fails the type check. The language chosen is remembered in localStorage.
 */

const en = {
  title: 'Design review',
  actors: 'Actors',
  noActors: 'No actors yet. Open an app with the review inspector, or import a session file.',
  tabsDisconnected: 'closed',
  diagramTab: 'Diagram',
  diagram: 'Statechart',
  notAMachine: 'This actor is not a state machine: it has no statechart.',
  layingOut: 'Laying out the statechart…',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fit: 'Fit',
  foldStates: 'Fold ({count})',
  sendEventTitle: '{label}: send it to the app',
  followNewest: 'Follow newest',
  helperCount: '{count} helpers',
  searchTimeline: 'Search events, states, context',
  hideInternal: 'Hide internal events',
  pause: 'Pause',
  resume: 'Resume',
  replay: 'Replay',
  stopReplay: 'Stop replay',
  pausedDropped: 'Paused: {count} steps not recorded',
  noMatches: 'No step matches.',
  compareHint: 'Shift-click a second step to compare it with the one shown.',
  compareHeading: 'Compare #{from} → #{to}',
  comparePassed: 'States passed',
  compareClear: 'Stop comparing',
  layoutFailed: 'The statechart could not be laid out: {reason}',
  timeline: 'Timeline',
  noSteps: 'No events yet.',
  start: 'start',
  collapsed: '{count} × {type} (collapsed)',
  microsteps: 'Microsteps',
  actionsRan: 'Actions',
  changes: 'Context changes',
  noChanges: 'No change',
  context: 'Context',
  stepOf: 'Step {seq}',
  live: 'Live',
  followLive: 'Back to live',
  deadlines: 'Deadlines',
  noDeadlines: 'No deadlines in this context.',
  deadlinePassed: 'passed',
  clock: 'Clock',
  clockOffset: 'Clock +{offset}',
  advance: 'Advance',
  advanceMinutes: 'Minutes to advance the clock',
  plusMinutes: '+{minutes} min',
  faults: 'Faults',
  faultRoute: 'Route',
  faultKind: 'Fault',
  inject: 'Inject',
  clearFaults: 'Clear faults',
  offline: 'Go offline',
  online: 'Back online',
  reset: 'Reset',
  export: 'Export session',
  import: 'Import session',
  dropHint: 'or drop a session file on the page',
  importFailed: 'This file is not a review session: {reason}',
  language: 'Language',
  'connection.live': 'Connected',
  'connection.connecting': 'Connecting…',
  'connection.lost': 'Connection lost, retrying…',
  'connection.file': 'From a file (no server)',
  controlsNeedServer: 'Clock, faults and reset need the review server.',
  commandRefused: 'The server could not do that: {reason}',
  faultTimes: 'How many requests the fault hits',
  faultOnce: 'next request',
  faultThrice: 'next 3 requests',
  faultUntilCleared: 'until cleared',
  sendEventHeading: 'Send an event',
  sendEventType: 'Event',
  sendEventPayload: 'Payload (a JSON object, without its type)',
  sendEvent: 'Send',
  sendEventNone: 'This actor takes no events from the review: its app declared none.',
  sendEventNotLive: 'Only a running actor of a connected tab takes events.',
  payloadNotJson: 'The payload is not JSON: {reason}',
  payloadNotObject: 'The payload must be a JSON object, such as {"code": "123456"}.',
  payloadHasType: 'Leave "type" out of the payload: the event picked above is its type.',
  'jump.before': 'just before',
  'jump.at': 'at',
  'jump.after': 'just after',
  'jumpTitle.before': 'Move the apps and the sandbox to 1 s before this deadline',
  'jumpTitle.at': 'Move the apps and the sandbox to this deadline',
  'jumpTitle.after': 'Move the apps and the sandbox to 1 s after this deadline',
  jumpPast: 'The clock only moves forward, and this moment has passed.',
  recordingsTab: 'Compare recordings',
  recordingsHeading: 'Compare two recordings',
  recordingsHint:
    'Import two session files (before and after a change, or a normal run and one under a fault) to see where their machines first take different states.',
  recordingsBefore: 'Before',
  recordingsAfter: 'After',
  recordingsImportBefore: 'Import the before recording',
  recordingsImportAfter: 'Import the after recording',
  recordingsNoFile: 'no file yet',
  recordingsWaiting: 'Import both recordings to compare them.',
  recordingsRefused: '{side}: this file is not a review session: {reason}',
  recordingsNoMachines: 'Neither recording has a state machine actor to compare.',
  recordingsSame: 'The two recordings went through the same states ({count} actors compared).',
  recordingsParted: '{count} of {total} actors part; the first to part: {machine}.',
  recordingsActor: 'Actor',
  recordingsPairSame: 'same states',
  recordingsPairParts: 'parts at row {row}',
  recordingsDivergence: 'First divergence of {machine}',
  recordingsRowPoint: 'Row {row} of {machine}',
  recordingsShowRow: 'Show row {row}',
  recordingsNoDivergence: '{machine} went through the same states in both recordings.',
  recordingsStep: 'Step',
  recordingsState: 'State',
  recordingsEvent: 'Event that led there',
  recordingsStepText: '#{seq} (its step {index})',
  recordingsStart: 'its start',
  recordingsStillIn: 'no new state: still in {state}',
  recordingsNoActor: 'no {machine} actor in {side}',
  recordingsContext: 'Context at that point (before → after)',
  recordingsScreens: 'Screens at that point',
  recordingsRows: 'States, aligned (pick a row number to see that point)',
  recordingsDiffers: '≠ differs',
} as const;

/** A text's name. */
export type MessageKey = keyof typeof en;

const th: Record<MessageKey, string> = {
  title: 'ตรวจทานการออกแบบ',
  actors: 'แอกเตอร์',
  noActors: 'ยังไม่มีแอกเตอร์ เปิดแอปที่มีตัวตรวจสอบ หรือนำเข้าไฟล์เซสชัน',
  tabsDisconnected: 'ปิดแล้ว',
  diagramTab: 'แผนภาพ',
  diagram: 'แผนภาพสถานะ',
  notAMachine: 'แอกเตอร์นี้ไม่ใช่เครื่องสถานะ จึงไม่มีแผนภาพสถานะ',
  layingOut: 'กำลังจัดวางแผนภาพสถานะ…',
  zoomIn: 'ขยาย',
  zoomOut: 'ย่อ',
  fit: 'พอดีกรอบ',
  foldStates: 'ยุบสถานะ ({count})',
  sendEventTitle: '{label}: ส่งไปที่แอป',
  followNewest: 'ตามแอกเตอร์ใหม่ล่าสุด',
  helperCount: 'ตัวช่วย {count} ตัว',
  searchTimeline: 'ค้นหาเหตุการณ์ สถานะ หรือข้อมูลบริบท',
  hideInternal: 'ซ่อนเหตุการณ์ภายใน',
  pause: 'หยุดบันทึก',
  resume: 'บันทึกต่อ',
  replay: 'เล่นซ้ำ',
  stopReplay: 'หยุดเล่นซ้ำ',
  pausedDropped: 'หยุดบันทึกอยู่: ไม่ได้บันทึก {count} ขั้นตอน',
  noMatches: 'ไม่มีขั้นตอนที่ตรงกับคำค้น',
  compareHint: 'กด Shift ค้างแล้วคลิกอีกขั้นตอนหนึ่งเพื่อเทียบกับขั้นตอนที่แสดงอยู่',
  compareHeading: 'เทียบ #{from} → #{to}',
  comparePassed: 'สถานะที่ผ่าน',
  compareClear: 'เลิกเทียบ',
  layoutFailed: 'จัดวางแผนภาพสถานะไม่ได้: {reason}',
  timeline: 'ไทม์ไลน์',
  noSteps: 'ยังไม่มีเหตุการณ์',
  start: 'เริ่มต้น',
  collapsed: '{count} × {type} (ย่อไว้)',
  microsteps: 'ขั้นย่อย',
  actionsRan: 'แอ็กชัน',
  changes: 'บริบทที่เปลี่ยน',
  noChanges: 'ไม่มีการเปลี่ยนแปลง',
  context: 'บริบท',
  stepOf: 'ขั้นที่ {seq}',
  live: 'สด',
  followLive: 'กลับไปดูสด',
  deadlines: 'กำหนดเวลา',
  noDeadlines: 'บริบทนี้ไม่มีกำหนดเวลา',
  deadlinePassed: 'เลยกำหนดแล้ว',
  clock: 'นาฬิกา',
  clockOffset: 'นาฬิกา +{offset}',
  advance: 'เดินนาฬิกา',
  advanceMinutes: 'จำนวนนาทีที่จะเดินนาฬิกา',
  plusMinutes: '+{minutes} นาที',
  faults: 'ความผิดพลาด',
  faultRoute: 'เส้นทาง',
  faultKind: 'ความผิดพลาด',
  inject: 'ใส่ความผิดพลาด',
  clearFaults: 'ล้างความผิดพลาด',
  offline: 'ตัดการเชื่อมต่อ',
  online: 'กลับมาออนไลน์',
  reset: 'รีเซ็ต',
  export: 'ส่งออกเซสชัน',
  import: 'นำเข้าเซสชัน',
  dropHint: 'หรือวางไฟล์เซสชันบนหน้านี้',
  importFailed: 'ไฟล์นี้ไม่ใช่เซสชันการตรวจทาน: {reason}',
  language: 'ภาษา',
  'connection.live': 'เชื่อมต่อแล้ว',
  'connection.connecting': 'กำลังเชื่อมต่อ…',
  'connection.lost': 'การเชื่อมต่อหลุด กำลังลองใหม่…',
  'connection.file': 'จากไฟล์ (ไม่มีเซิร์ฟเวอร์)',
  controlsNeedServer: 'นาฬิกา ความผิดพลาด และการรีเซ็ตต้องใช้เซิร์ฟเวอร์ตรวจทาน',
  commandRefused: 'เซิร์ฟเวอร์ทำคำสั่งนี้ไม่ได้: {reason}',
  faultTimes: 'จำนวนคำขอที่จะได้รับความผิดพลาด',
  faultOnce: 'คำขอถัดไป',
  faultThrice: '3 คำขอถัดไป',
  faultUntilCleared: 'จนกว่าจะล้าง',
  sendEventHeading: 'ส่งเหตุการณ์',
  sendEventType: 'เหตุการณ์',
  sendEventPayload: 'ข้อมูลของเหตุการณ์ (ออบเจ็กต์ JSON ไม่ต้องใส่ type)',
  sendEvent: 'ส่ง',
  sendEventNone: 'แอกเตอร์นี้ไม่รับเหตุการณ์จากหน้าตรวจทาน เพราะแอปไม่ได้ประกาศเหตุการณ์ใดไว้',
  sendEventNotLive: 'ส่งได้เฉพาะแอกเตอร์ที่ยังทำงานอยู่ในแท็บที่เชื่อมต่ออยู่',
  payloadNotJson: 'ข้อมูลไม่ใช่ JSON: {reason}',
  payloadNotObject: 'ข้อมูลต้องเป็นออบเจ็กต์ JSON เช่น {"code": "123456"}',
  payloadHasType: 'ไม่ต้องใส่ "type" ในข้อมูล: ชนิดของเหตุการณ์คือที่เลือกไว้ด้านบน',
  'jump.before': 'ก่อนถึงกำหนด',
  'jump.at': 'ตรงกำหนด',
  'jump.after': 'หลังกำหนด',
  'jumpTitle.before': 'เลื่อนเวลาของแอปและแซนด์บ็อกซ์ไปก่อนกำหนดนี้ 1 วินาที',
  'jumpTitle.at': 'เลื่อนเวลาของแอปและแซนด์บ็อกซ์ไปที่กำหนดนี้',
  'jumpTitle.after': 'เลื่อนเวลาของแอปและแซนด์บ็อกซ์ไปหลังกำหนดนี้ 1 วินาที',
  jumpPast: 'นาฬิกาเดินหน้าได้อย่างเดียว และเวลานี้ผ่านไปแล้ว',
  recordingsTab: 'เทียบการบันทึก',
  recordingsHeading: 'เทียบการบันทึกสองชุด',
  recordingsHint:
    'นำเข้าไฟล์เซสชันสองไฟล์ (ก่อนและหลังการแก้ไข หรือการใช้งานปกติกับการใช้งานที่มีความผิดพลาด) เพื่อดูว่าเครื่องสถานะเริ่มเข้าสถานะต่างกันที่จุดใด',
  recordingsBefore: 'ก่อน',
  recordingsAfter: 'หลัง',
  recordingsImportBefore: 'นำเข้าการบันทึก "ก่อน"',
  recordingsImportAfter: 'นำเข้าการบันทึก "หลัง"',
  recordingsNoFile: 'ยังไม่มีไฟล์',
  recordingsWaiting: 'นำเข้าการบันทึกทั้งสองชุดเพื่อเทียบกัน',
  recordingsRefused: '{side}: ไฟล์นี้ไม่ใช่เซสชันการตรวจทาน: {reason}',
  recordingsNoMachines: 'การบันทึกทั้งสองไม่มีแอกเตอร์ที่เป็นเครื่องสถานะให้เทียบ',
  recordingsSame: 'การบันทึกทั้งสองผ่านสถานะเดียวกัน (เทียบ {count} แอกเตอร์)',
  recordingsParted: 'แอกเตอร์ {count} จาก {total} ตัวแยกทางกัน ตัวแรกที่แยก: {machine}',
  recordingsActor: 'แอกเตอร์',
  recordingsPairSame: 'สถานะเหมือนกัน',
  recordingsPairParts: 'แยกทางที่แถว {row}',
  recordingsDivergence: 'จุดแรกที่ {machine} แยกทางกัน',
  recordingsRowPoint: 'แถว {row} ของ {machine}',
  recordingsShowRow: 'แสดงแถว {row}',
  recordingsNoDivergence: '{machine} ผ่านสถานะเดียวกันในการบันทึกทั้งสอง',
  recordingsStep: 'ขั้นตอน',
  recordingsState: 'สถานะ',
  recordingsEvent: 'เหตุการณ์ที่นำมา',
  recordingsStepText: '#{seq} (ขั้นที่ {index} ของแอกเตอร์)',
  recordingsStart: 'จุดเริ่มต้น',
  recordingsStillIn: 'ไม่มีสถานะใหม่: ยังอยู่ที่ {state}',
  recordingsNoActor: 'ไม่มีแอกเตอร์ {machine} ในการบันทึก "{side}"',
  recordingsContext: 'บริบท ณ จุดนั้น (ก่อน → หลัง)',
  recordingsScreens: 'หน้าจอ ณ จุดนั้น',
  recordingsRows: 'สถานะที่จัดเรียงคู่กัน (เลือกหมายเลขแถวเพื่อดูจุดนั้น)',
  recordingsDiffers: '≠ ต่างกัน',
};

/**
 * A language code (`en`, `th`, `ja`): one the page has its own texts in (`PAGE_LANGUAGES`), or one an app
 * gave its texts in (state descriptions, deadline labels), read with the page's own in English.
 */
export type Language = string;

/** The statechart's words (legend, tooltips) in Thai; in English they are the renderer's own. */
const thaiStatechart: StatechartTexts = {
  entry: 'เมื่อเข้า',
  exit: 'เมื่อออก',
  tags: 'แท็ก',
  actions: 'การกระทำ',
  kinds: { event: 'เหตุการณ์', always: 'ทันที', delayed: 'เมื่อครบเวลา', done: 'เสร็จ', error: 'ผิดพลาด' },
  anyState: 'ในทุกสถานะ',
};

/** A language the page has its own texts in: its name in itself, the locale it writes times in, its chart's words. */
interface PageLanguage {
  name: string;
  locale: string;
  table: Readonly<Record<MessageKey, string>>;
  statechart: StatechartTexts;
}

/** The page's own translations, English first (the fallback of every other language). */
const PAGE_LANGUAGES: Readonly<Record<string, PageLanguage>> = {
  en: { name: 'English', locale: 'en-GB', table: en, statechart: englishStatechartTexts },
  th: { name: 'ไทย', locale: 'th-TH', table: th, statechart: thaiStatechart },
};

/** Where the chosen language is remembered. */
const LANGUAGE_STORAGE_KEY = 'loyalty-flows.review.language';

const pageLanguage = (language: Language): PageLanguage | undefined =>
  Object.hasOwn(PAGE_LANGUAGES, language) ? PAGE_LANGUAGES[language] : undefined;

/** The locale times are written in for `language`: the page's own for its languages, else the code. */
export function localeOf(language: Language): string {
  return pageLanguage(language)?.locale ?? language;
}

/** The statechart's own words (legend, tooltips) in `language`, else in English. */
export function statechartTextsOf(language: Language): StatechartTexts {
  return pageLanguage(language)?.statechart ?? englishStatechartTexts;
}

/** `language`'s name in itself (`ไทย`) where the page has its texts, else its code. */
export function languageName(language: Language): string {
  return pageLanguage(language)?.name ?? language;
}

/**
 * The languages the reviewer may pick: the page's own, then those the apps gave texts in, then `current`.
 *
 * @example
 * offeredLanguages(['ja', 'th'], 'en') // ['en', 'th', 'ja']
 */
export function offeredLanguages(declared: Iterable<string>, current: Language): Language[] {
  const offered = new Set([...Object.keys(PAGE_LANGUAGES), ...declared, current]);
  return [...offered].filter(isLanguageCode);
}

/** Whether `code` reads as a BCP 47 language tag (`th`, `pt-BR`): what is offered and remembered. */
function isLanguageCode(code: string): boolean {
  return /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(code);
}

/**
 * A text in a language, with `{name}` placeholders filled.
 *
 * @example
 * message('th', 'stepOf', { seq: 12 }) // 'ขั้นที่ 12'
 */
export function message(language: Language, key: MessageKey, values: Record<string, string | number> = {}) {
  return (pageLanguage(language)?.table ?? en)[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * A text the app or the server gave by language (`{ en: 'Code expiry', th: 'รหัสหมดอายุ' }`), in
 * `language`: else its English one, else `fallback` (the field or kind it names).
 *
 * @example
 * labelIn({ en: 'Code expiry' }, 'th', 'expiresAt') // 'Code expiry'
 */
export function labelIn(
  labels: Readonly<Record<string, string>> | undefined,
  language: string,
  fallback: string,
): string {
  if (labels === undefined) return fallback;
  if (Object.hasOwn(labels, language)) return labels[language] ?? fallback;
  return Object.hasOwn(labels, 'en') ? (labels.en ?? fallback) : fallback;
}

/**
 * The language to start in: the one remembered, else the browser's first preference when the page has
 * its texts in it, else English.
 */
export function initialLanguage(): Language {
  const stored = storage()?.getItem(LANGUAGE_STORAGE_KEY);
  if (typeof stored === 'string' && isLanguageCode(stored)) return stored;
  const preferred = typeof globalThis.navigator === 'object' ? globalThis.navigator.language : '';
  const base = preferred.toLowerCase().split('-')[0] ?? '';
  return pageLanguage(base) ? base : 'en';
}

/** Remembers the language (quietly does nothing where storage is blocked, as in some file:// pages). */
export function rememberLanguage(language: Language): void {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (quota, privacy mode): the choice holds for this page only.
  }
}

function storage(): Storage | undefined {
  try {
    return typeof globalThis.localStorage === 'object' ? globalThis.localStorage : undefined;
  } catch {
    return undefined;
  }
}
