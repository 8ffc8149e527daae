/**
 * The review site's first page, index.html: the three flows, each with what its page holds (states,
 * screens and how many are approved, the recorded session's steps) and a link to it, in English and Thai.
 * Both languages are in the HTML; the page's `lang` (chosen with its switch, remembered under the review
 * page's own key, so a flow's page opens in it) shows one. One classic inline script, no module, nothing
 * fetched: it opens from `file://`.
 */
import { SCREEN_STATUSES, type ScreenStatus } from '../approval-records';

/** What the index says of one flow. */
export interface IndexFlow {
  /** The machine id: `otp`. */
  flow: string;
  /** The flow's page, relative to the index (with the route to its session's first step). */
  href: string;
  states: number;
  screens: number;
  /** How many screens stand where. */
  statuses: Record<ScreenStatus, number>;
  /** The recorded session's steps of the flow's machine. */
  steps: number;
  /** A screen of the flow (its {@link previewStates} state, React, light) in each language, relative to the index. */
  preview: { state: string; en: string; th: string } | undefined;
}

/** The state whose screen stands for each flow on the index: what a person mostly sees of it. */
export const previewStates: Record<string, string> = {
  otp: 'sent.cooldown',
  redemption: 'entry.open',
  notifications: 'list.ready',
};

type Texts = Record<'en' | 'th', string>;

const flowNames: Record<string, Texts> = {
  otp: { en: 'Sign-in code (OTP)', th: 'รหัสยืนยันตัวตน (OTP)' },
  redemption: { en: 'Redemptions', th: 'การแลกสิทธิ์' },
  notifications: { en: 'Notifications', th: 'การแจ้งเตือน' },
};

const flowSummaries: Record<string, Texts> = {
  otp: {
    en: 'A one-time code sent by SMS: requesting it, the cooldown before another, verifying it, expiry and lock-out.',
    th: 'รหัสผ่านครั้งเดียวทาง SMS: การขอรหัส ช่วงรอก่อนขอใหม่ การยืนยัน การหมดอายุ และการถูกล็อก',
  },
  redemption: {
    en: 'The redemption history page by page, and a voucher opened to show its serial while it lasts.',
    th: 'ประวัติการแลกสิทธิ์ทีละหน้า และการเปิดคูปองเพื่อแสดงรหัสระหว่างที่ยังใช้ได้',
  },
  notifications: {
    en: 'The inbox page by page, reads sent in batches (kept while offline, retried on failure), polling while shown.',
    th: 'กล่องข้อความทีละหน้า การอ่านที่ส่งเป็นชุด (เก็บไว้ขณะออฟไลน์ ลองใหม่เมื่อผิดพลาด) และการดึงข้อมูลขณะแสดงหน้าจอ',
  },
};

const texts = {
  title: { en: 'loyalty-flows · review site', th: 'loyalty-flows · เว็บไซต์ตรวจทาน' },
  language: { en: 'Language', th: 'ภาษา' },
  intro: {
    en: 'Each flow’s page draws its statechart, replays a session recorded from the React app step by step with the chart lit (pick a step in the timeline, then the arrow keys), and shows every state’s screens in the React and Vue apps, in English and Thai, with their approval (its Atlas tab).',
    th: 'หน้าของแต่ละโฟลว์แสดงแผนภาพสถานะ เล่นเซสชันที่บันทึกจากแอป React ทีละขั้นพร้อมเน้นสถานะบนแผนภาพ (เลือกขั้นในไทม์ไลน์ แล้วใช้ปุ่มลูกศร) และแสดงหน้าจอของทุกสถานะในแอป React และ Vue ทั้งภาษาอังกฤษและภาษาไทย พร้อมสถานะการอนุมัติ (แท็บแอตลาส)',
  },
  flows: { en: 'Flows', th: 'โฟลว์' },
  states: { en: 'states with screens', th: 'สถานะที่มีหน้าจอ' },
  screens: { en: 'screens', th: 'หน้าจอ' },
  approved: { en: 'approved by a reviewer', th: 'ผู้ตรวจอนุมัติแล้ว' },
  baseline: { en: 'baseline, not yet approved', th: 'ภาพอ้างอิง ยังไม่อนุมัติ' },
  changed: { en: 'changed since its baseline', th: 'เปลี่ยนไปจากภาพอ้างอิง' },
  'changes-requested': { en: 'changes requested', th: 'ขอให้แก้ไข' },
  'no-baseline': { en: 'no baseline', th: 'ไม่มีภาพอ้างอิง' },
  steps: { en: 'recorded steps', th: 'ขั้นที่บันทึกไว้' },
  open: { en: 'Open the page', th: 'เปิดหน้า' },
  previewAlt: { en: 'The React app in {state}, in English', th: 'แอป React ในสถานะ {state} ภาษาไทย' },
  built: {
    en: 'Built by npm run site from docs/atlas (atlas.json, approvals.json, sessions/).',
    th: 'สร้างด้วย npm run site จาก docs/atlas (atlas.json, approvals.json, sessions/)',
  },
} satisfies Record<string, Texts>;

/** The review page's key for the language chosen (its `page/messages.ts`). */
const LANGUAGE_STORAGE_KEY = 'loyalty-flows.review.language';

function htmlText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** A text in both languages: one span each, the page's `lang` hides the other. */
function both(text: Texts): string {
  return `<span lang="en">${htmlText(text.en)}</span><span lang="th">${htmlText(text.th)}</span>`;
}

function figure(count: number, label: Texts, status?: ScreenStatus): string {
  const mark = status ? ` data-status="${status}"` : '';
  return `<li${mark}><strong>${count}</strong> ${both(label)}</li>`;
}

function flowCard(flow: IndexFlow): string {
  const name = flowNames[flow.flow] ?? { en: flow.flow, th: flow.flow };
  const summary = flowSummaries[flow.flow] ?? { en: '', th: '' };
  const statuses = SCREEN_STATUSES.filter(
    (status) => status === 'approved' || status === 'baseline' || flow.statuses[status] > 0,
  ).map((status) => figure(flow.statuses[status], texts[status], status));
  const preview = flow.preview
    ? (['en', 'th'] as const).map(
        (lang) =>
          `<img class="site-preview" data-lang="${lang}" src="${htmlText(flow.preview?.[lang] ?? '')}" alt="${htmlText(
            texts.previewAlt[lang].replace('{state}', `${flow.flow}.${flow.preview?.state}`),
          )}">`,
      )
    : [];
  return [
    `<li class="site-flow" data-flow="${htmlText(flow.flow)}">`,
    `<h2 id="flow-${htmlText(flow.flow)}">${both(name)} <code>${htmlText(flow.flow)}</code></h2>`,
    ...preview,
    `<p>${both(summary)}</p>`,
    '<ul class="site-figures">',
    figure(flow.states, texts.states),
    figure(flow.screens, texts.screens),
    ...statuses,
    figure(flow.steps, texts.steps),
    '</ul>',
    `<a class="site-open" href="${htmlText(flow.href)}" aria-describedby="flow-${htmlText(flow.flow)}">${both(texts.open)}</a>`,
    '</li>',
  ].join('\n');
}

/** The styles the index adds to the review page's own (which bring its colours and its Thai font). */
const indexStyles = `
html[lang="en"] span[lang="th"], html[lang="th"] span[lang="en"],
html[lang="en"] [data-lang="th"], html[lang="th"] [data-lang="en"] { display: none; }
.site-preview { width: 100%; height: 14rem; object-fit: cover; object-position: top; border: 1px solid var(--border); border-radius: 6px; margin-bottom: 0.75rem; background: var(--bg); }
.site { max-width: 72rem; margin: 0 auto; padding: 1.5rem 2rem 3rem; font-size: 16px; line-height: 1.5; }
.site header { display: flex; align-items: center; justify-content: space-between; gap: 1rem; border-bottom: 1px solid var(--border); padding-bottom: 1rem; }
.site h1 { font-size: 1.5rem; margin: 0; }
.site h2 { font-size: 1.15rem; margin: 0 0 0.5rem; color: var(--fg); }
.site h2 code { font-size: 0.85rem; color: var(--muted); font-weight: normal; }
.site-intro { color: var(--muted); max-width: 60rem; }
.site-flows { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); gap: 1rem; }
.site-flow { border: 1px solid var(--border); border-radius: 8px; background: var(--panel); padding: 1rem 1.25rem; display: flex; flex-direction: column; }
.site-flow p { margin: 0 0 0.75rem; flex: 1; }
.site-figures { list-style: none; padding: 0; margin: 0 0 1rem; display: grid; grid-template-columns: 1fr 1fr; gap: 0.25rem 1rem; font-size: 0.9rem; }
.site-figures strong { font-size: 1.1rem; }
.site-figures [data-status="changed"] strong, .site-figures [data-status="changes-requested"] strong, .site-figures [data-status="no-baseline"] strong { color: var(--removed); }
.site-open { align-self: flex-start; background: var(--accent); color: var(--accent-fg); padding: 0.4rem 0.9rem; border-radius: 6px; text-decoration: none; font-weight: 600; }
.site-open:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
.site footer { color: var(--muted); font-size: 0.85rem; border-top: 1px solid var(--border); margin-top: 2rem; padding-top: 1rem; }
.site-language { display: flex; align-items: center; gap: 0.5rem; }
`;

/** The language switch: sets the page's `lang` and remembers it where the review page reads it. */
const languageScript = `
(function () {
  var key = ${JSON.stringify(LANGUAGE_STORAGE_KEY)};
  var select = document.getElementById('site-language');
  var stored = null;
  try { stored = localStorage.getItem(key); } catch (error) {}
  var language = stored === 'en' || stored === 'th' ? stored : (navigator.language || '').toLowerCase().indexOf('th') === 0 ? 'th' : 'en';
  function show(next) {
    document.documentElement.lang = next;
    select.value = next;
    document.title = next === 'th' ? ${JSON.stringify(texts.title.th)} : ${JSON.stringify(texts.title.en)};
  }
  show(language);
  select.addEventListener('change', function () {
    show(select.value);
    try { localStorage.setItem(key, select.value); } catch (error) {}
  });
})();
`;

/**
 * The index's HTML. `pageStyles` is the review page's stylesheet (its colours, and its Thai font inlined
 * as data: URLs: a font file beside the page would be refused from `file://`).
 */
export function indexHtml(flows: readonly IndexFlow[], pageStyles: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; font-src data:; img-src 'self' data:">
<title>${htmlText(texts.title.en)}</title>
<style>${pageStyles}</style>
<style>${indexStyles}</style>
</head>
<body>
<div class="site">
<header>
<h1>${both(texts.title)}</h1>
<p class="site-language"><label for="site-language">${both(texts.language)}</label>
<select id="site-language" data-testid="site-language"><option value="en">English</option><option value="th" lang="th">ไทย</option></select></p>
</header>
<main>
<p class="site-intro">${both(texts.intro)}</p>
<h2 class="visually-hidden">${both(texts.flows)}</h2>
<ul class="site-flows">
${flows.map(flowCard).join('\n')}
</ul>
</main>
<footer><p>${both(texts.built)}</p></footer>
</div>
<script>${languageScript}</script>
</body>
</html>
`;
}
