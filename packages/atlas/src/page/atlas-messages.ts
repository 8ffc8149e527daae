/**
 * The texts of the Atlas tab, the atlas's chart marks and its screens of the recordings compared, in
 * English and Thai (the review page's own languages; another language the page is in reads English).
 */

const en = {
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
  atlasSignoff: 'Sign-off',
  atlasComment: 'Comment (what to change, for Request changes)',
  atlasApproveAll: 'Approve all {count} screens',
  atlasRequestAll: 'Request changes to all {count}',
  atlasApprove: 'Approve',
  atlasRequest: 'Request changes',
  'atlasStatus.approved': 'approved',
  'atlasStatus.baseline': 'baseline (not yet approved)',
  'atlasStatus.changed': 'changed since its baseline',
  'atlasStatus.changes-requested': 'changes requested',
  'atlasStatus.no-baseline': 'no baseline',
  atlasReviewer: 'Your name (who approves)',
  atlasReviewerNeeded: 'Type your name first: an approval records who reviewed the screens.',
  atlasNoScreensToSign: 'No screens to sign off.',
  atlasCommentNeeded: 'Write what to change first: a request for changes needs a comment.',
  atlasSaving: 'Saving…',
  atlasNotSaved: 'Not saved: {reason}',
  'atlasDecided.approved': 'Approved {count} screens.',
  'atlasDecided.changes-requested': 'Changes requested on {count} screens.',
  'atlasDecidedScreen.approved': 'Approved the {screen} screen.',
  'atlasDecidedScreen.changes-requested': 'Changes requested on the {screen} screen.',
  screensNoAtlas:
    'This review server has no state atlas (start it with --atlas docs/atlas), so no screens are shown.',
  screensNoServer: 'This page was opened from a file, so it cannot fetch the atlas: no screens are shown.',
  screensNone: 'the atlas has no screen of {state}',
  screensAlt: 'screen of {machine} in {state}',
  coverageLegend: 'Atlas marks',
  'coverage.reached': 'reached in this session',
  'coverage.notReached': 'not reached in this session',
  'coverage.noScreens': 'no screens in the atlas',
  coverageScreens: '{count} screens: {status}',
  'language.en': 'English',
  'language.th': 'Thai',
};

/** The name of one of the texts. */
export type AtlasMessageKey = keyof typeof en;

const th: Record<AtlasMessageKey, string> = {
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
  atlasSignoff: 'การอนุมัติ',
  atlasComment: 'ความเห็น (สิ่งที่ต้องแก้ สำหรับปุ่มขอให้แก้ไข)',
  atlasApproveAll: 'อนุมัติทั้ง {count} หน้าจอ',
  atlasRequestAll: 'ขอให้แก้ไขทั้ง {count} หน้าจอ',
  atlasApprove: 'อนุมัติ',
  atlasRequest: 'ขอให้แก้ไข',
  'atlasStatus.approved': 'อนุมัติแล้ว',
  'atlasStatus.baseline': 'ภาพอ้างอิง (ยังไม่อนุมัติ)',
  'atlasStatus.changed': 'เปลี่ยนไปจากภาพอ้างอิง',
  'atlasStatus.changes-requested': 'ขอให้แก้ไข',
  'atlasStatus.no-baseline': 'ไม่มีภาพอ้างอิง',
  atlasReviewer: 'ชื่อของคุณ (ผู้อนุมัติ)',
  atlasReviewerNeeded: 'กรุณาใส่ชื่อของคุณก่อน การอนุมัติต้องบันทึกชื่อผู้ตรวจ',
  atlasNoScreensToSign: 'ไม่มีหน้าจอให้อนุมัติ',
  atlasCommentNeeded: 'โปรดเขียนสิ่งที่ต้องแก้ก่อน การขอให้แก้ไขต้องมีความเห็น',
  atlasSaving: 'กำลังบันทึก…',
  atlasNotSaved: 'ไม่ได้บันทึก: {reason}',
  'atlasDecided.approved': 'อนุมัติ {count} หน้าจอแล้ว',
  'atlasDecided.changes-requested': 'ขอให้แก้ไข {count} หน้าจอแล้ว',
  'atlasDecidedScreen.approved': 'อนุมัติหน้าจอ {screen} แล้ว',
  'atlasDecidedScreen.changes-requested': 'ขอให้แก้ไขหน้าจอ {screen} แล้ว',
  screensNoAtlas: 'เซิร์ฟเวอร์ตรวจทานนี้ไม่มีแอตลาสสถานะ (เริ่มด้วย --atlas docs/atlas) จึงไม่แสดงหน้าจอ',
  screensNoServer: 'หน้านี้เปิดจากไฟล์ จึงดึงแอตลาสไม่ได้ และไม่แสดงหน้าจอ',
  screensNone: 'แอตลาสไม่มีหน้าจอของ {state}',
  screensAlt: 'หน้าจอของ {machine} ในสถานะ {state}',
  coverageLegend: 'เครื่องหมายแอตลาส',
  'coverage.reached': 'ไปถึงแล้วในเซสชันนี้',
  'coverage.notReached': 'ยังไม่ถึงในเซสชันนี้',
  'coverage.noScreens': 'ไม่มีหน้าจอในแอตลาส',
  coverageScreens: '{count} หน้าจอ: {status}',
  'language.en': 'อังกฤษ',
  'language.th': 'ไทย',
};

const tables: Readonly<Record<string, Record<AtlasMessageKey, string>>> = { en, th };

/** Whether there is a text of that name (for names built from data, like `language.<code>`). */
export function isAtlasMessageKey(key: string): key is AtlasMessageKey {
  return Object.hasOwn(en, key);
}

/**
 * A text in the page's language (English when it is neither English nor Thai), with `{name}` placeholders filled.
 *
 * @example
 * message('th', 'atlasTab') // 'แอตลาส'
 */
export function message(
  language: string,
  key: AtlasMessageKey,
  values: Record<string, string | number> = {},
): string {
  const table = Object.hasOwn(tables, language) ? (tables[language] as Record<AtlasMessageKey, string>) : en;
  return table[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
