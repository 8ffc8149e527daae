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
  atlasTab: 'Atlas',
  atlasHeading: 'State atlas: every state with its screens',
  atlasLoading: 'Loading the atlas…',
  atlasNoServer:
    'This page was opened from a file, so it cannot fetch the atlas. Pick docs/atlas/atlas.json to read its texts.',
  atlasMissing:
    'This review server has no atlas (start it with --atlas docs/atlas; npm start does). You can pick an atlas.json instead.',
  atlasFailed: 'The atlas could not be read: {reason}',
  atlasTextsOnly:
    'Read from a file: texts and image paths only (a page cannot reliably load images next to a file it was given).',
  atlasPick: 'Open an atlas.json',
  atlasMachine: 'Machine',
  atlasCoverage: '{machine}: {states} states, {entries} with screens, {exclusions} left out',
  atlasExcluded: 'Left out, and why',
  atlasSteps: 'Steps in the app',
  atlasEvents: 'Events',
  atlasNoEvents: 'none (the initial state)',
  atlasChartAlt: 'Statechart of {machine} with {state} lit',
  atlasChartOpen: 'Open the chart at full size',
  atlasShowLive: 'Show the live {machine} chart',
  atlasScreens: 'Screens',
  atlasShotAlt: 'Screen of {machine} in {state}: {shot}',
  atlasNoScreens: 'No screens recorded.',
  atlasDark: 'dark',
  'language.en': 'English',
  'language.th': 'Thai',
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
  'deadline.expiresAt': 'Code or voucher expiry',
  'deadline.resendAvailableAt': 'Resend cooldown',
  'deadline.lockedUntil': 'Locked until',
  'deadline.retryAt': 'Retry-After',
  clock: 'Clock',
  clockOffset: 'Clock +{offset}',
  advance: 'Advance',
  advanceMinutes: 'Minutes to advance the clock',
  plusMinutes: '+{minutes} min',
  faults: 'Faults',
  faultRoute: 'Route',
  faultKind: 'Fault',
  'fault.rate_limited': '429 Too many requests (Retry-After 60 s)',
  'fault.status': '503 Service unavailable',
  'fault.drop': 'Timeout (connection dropped)',
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
} as const;

/** A text's name. */
export type MessageKey = keyof typeof en;

const th: Record<MessageKey, string> = {
  title: 'ตรวจทานการออกแบบ',
  actors: 'แอกเตอร์',
  noActors: 'ยังไม่มีแอกเตอร์ เปิดแอปที่มีตัวตรวจสอบ หรือนำเข้าไฟล์เซสชัน',
  tabsDisconnected: 'ปิดแล้ว',
  diagramTab: 'แผนภาพ',
  atlasTab: 'แอตลาส',
  atlasHeading: 'แอตลาสสถานะ: ทุกสถานะพร้อมหน้าจอ',
  atlasLoading: 'กำลังโหลดแอตลาส…',
  atlasNoServer: 'หน้านี้เปิดจากไฟล์ จึงดึงแอตลาสไม่ได้ เลือกไฟล์ docs/atlas/atlas.json เพื่ออ่านข้อความ',
  atlasMissing:
    'เซิร์ฟเวอร์ตรวจทานนี้ไม่มีแอตลาส (เริ่มด้วย --atlas docs/atlas ซึ่ง npm start ทำให้แล้ว) หรือเลือกไฟล์ atlas.json แทน',
  atlasFailed: 'อ่านแอตลาสไม่ได้: {reason}',
  atlasTextsOnly: 'อ่านจากไฟล์: แสดงเฉพาะข้อความและที่อยู่ของภาพ (หน้าเว็บโหลดภาพข้างไฟล์ที่เลือกได้ไม่แน่นอน)',
  atlasPick: 'เปิดไฟล์ atlas.json',
  atlasMachine: 'เครื่องสถานะ',
  atlasCoverage: '{machine}: {states} สถานะ มีหน้าจอ {entries} ไม่รวม {exclusions}',
  atlasExcluded: 'สถานะที่ไม่รวมและเหตุผล',
  atlasSteps: 'ขั้นตอนในแอป',
  atlasEvents: 'เหตุการณ์',
  atlasNoEvents: 'ไม่มี (สถานะเริ่มต้น)',
  atlasChartAlt: 'แผนภาพสถานะของ {machine} โดยเน้นสถานะ {state}',
  atlasChartOpen: 'เปิดแผนภาพขนาดเต็ม',
  atlasShowLive: 'ดูแผนภาพ {machine} ที่กำลังทำงาน',
  atlasScreens: 'หน้าจอ',
  atlasShotAlt: 'หน้าจอของ {machine} ในสถานะ {state}: {shot}',
  atlasNoScreens: 'ไม่มีภาพหน้าจอที่บันทึกไว้',
  atlasDark: 'โหมดมืด',
  'language.en': 'อังกฤษ',
  'language.th': 'ไทย',
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
  'deadline.expiresAt': 'รหัสหรือคูปองหมดอายุ',
  'deadline.resendAvailableAt': 'รอส่งรหัสใหม่',
  'deadline.lockedUntil': 'ล็อกถึง',
  'deadline.retryAt': 'ลองใหม่หลัง (Retry-After)',
  clock: 'นาฬิกา',
  clockOffset: 'นาฬิกา +{offset}',
  advance: 'เดินนาฬิกา',
  advanceMinutes: 'จำนวนนาทีที่จะเดินนาฬิกา',
  plusMinutes: '+{minutes} นาที',
  faults: 'ความผิดพลาด',
  faultRoute: 'เส้นทาง',
  faultKind: 'ความผิดพลาด',
  'fault.rate_limited': '429 คำขอมากเกินไป (Retry-After 60 วินาที)',
  'fault.status': '503 บริการไม่พร้อมใช้งาน',
  'fault.drop': 'หมดเวลา (การเชื่อมต่อหลุด)',
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
};

/** The page's languages. */
export type Language = 'en' | 'th';

/** Where the chosen language is remembered. */
const LANGUAGE_STORAGE_KEY = 'loyalty-flows.review.language';

const tables: Record<Language, Record<MessageKey, string>> = { en, th };

/**
 * A text in a language, with `{name}` placeholders filled.
 *
 * @example
 * message('th', 'stepOf', { seq: 12 }) // 'ขั้นที่ 12'
 */
export function message(language: Language, key: MessageKey, values: Record<string, string | number> = {}) {
  return tables[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Whether a text of that name exists (for names built from data, like `deadline.<key>`). */
export function hasMessage(key: string): key is MessageKey {
  return key in en;
}

/**
 * The language to start in: the one remembered, else the browser's first preference when it is Thai,
 * else English.
 */
export function initialLanguage(): Language {
  const stored = storage()?.getItem(LANGUAGE_STORAGE_KEY);
  if (stored === 'en' || stored === 'th') return stored;
  const preferred = typeof globalThis.navigator === 'object' ? globalThis.navigator.language : '';
  return preferred.toLowerCase().startsWith('th') ? 'th' : 'en';
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
