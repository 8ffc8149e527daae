import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { SandboxEnv } from '../http/env';
import { interfacePagePath } from '../wire/page-paths';
import { gatewayError } from '../wire/wire-errors';
import { fontPackageDir } from './font-package';

/** Page ids the seed hands out (`reward-20071`, `news-3`): nothing that needs escaping in a path or page. */
const pageId = /^[a-z]+-\d{1,9}$/;

/**
 * Noto Sans Thai (`@fontsource/noto-sans-thai`, the example apps' font), served by the sandbox itself so
 * its pages draw Thai on any device with nothing from another origin: each subset and weight, with the
 * characters it covers (the package's own `unicode-range`s).
 */
const fontSubsets = {
  thai: 'U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC',
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
} as const;
const fontWeights = [400, 700] as const;
const fontFile = (subset: keyof typeof fontSubsets, weight: number) =>
  `noto-sans-thai-${subset}-${weight}-normal.woff2`;
const fontsPath = '/__sandbox/fonts';
const fontFaces = Object.entries(fontSubsets)
  .flatMap(([subset, range]) =>
    fontWeights.map(
      (weight) =>
        `  @font-face { font-family: "Noto Sans Thai"; font-weight: ${weight}; font-display: swap; src: url("${fontsPath}/${fontFile(subset as keyof typeof fontSubsets, weight)}") format("woff2"); unicode-range: ${range}; }`,
    ),
  )
  .join('\n');

/** The font files by name, read from the package once, when first asked for. */
const fontFiles = new Map<string, Uint8Array<ArrayBuffer>>();
function fontData(name: string): Uint8Array<ArrayBuffer> | undefined {
  const known = Object.keys(fontSubsets).some((subset) =>
    fontWeights.some((weight) => fontFile(subset as keyof typeof fontSubsets, weight) === name),
  );
  if (!known) return undefined;
  const cached = fontFiles.get(name);
  if (cached) return cached;
  const data = new Uint8Array(readFileSync(join(fontPackageDir(), 'files', name)));
  fontFiles.set(name, data);
  return data;
}

/** What a page says, in Thai then in English: a partner's reward page, or the members' news. */
const pageTexts = {
  reward: {
    th: {
      title: 'สิทธิพิเศษของคุณ',
      lead: 'ได้รับสิทธิ์เรียบร้อยแล้ว',
      body: 'สิทธิ์นี้เพิ่มในบัญชีของคุณแล้ว กรุณาเข้าสู่ระบบเว็บไซต์พาร์ตเนอร์ด้วยเบอร์มือถือเดียวกับที่ใช้ในแอปเพื่อเริ่มใช้งาน',
      reference: 'รหัสอ้างอิง',
    },
    en: {
      title: 'Your reward',
      lead: 'Your reward is ready.',
      body: "It has been added to your account. Please sign in to the partner's website with the mobile number you use in the app to start using it.",
      reference: 'Reference',
    },
  },
  news: {
    th: {
      title: 'ข่าวสารสมาชิก',
      lead: 'อัปเดตล่าสุดสำหรับสมาชิก',
      body: 'สิทธิพิเศษและกิจกรรมใหม่ประจำเดือนนี้ กรุณาติดตามรายละเอียดในแอป',
      reference: 'รหัสอ้างอิง',
    },
    en: {
      title: 'Member news',
      lead: 'The latest for members.',
      body: "This month's new rewards and events. Please see the app for the details.",
      reference: 'Reference',
    },
  },
} as const;

function page(id: string): string {
  const texts = pageTexts[id.startsWith('news-') ? 'news' : 'reward'];
  const section = (lang: 'th' | 'en') => {
    const { title, lead, body, reference } = texts[lang];
    const heading = lang === 'th' ? 'h1' : 'h2';
    return `<section lang="${lang}">
  <${heading}>${title}</${heading}>
  <p class="lead">${lead}</p>
  <p>${body}</p>
  <p class="muted">${reference} <code>${id}</code></p>
</section>`;
  };
  return `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${texts.th.title}</title>
<style>
${fontFaces}
  body { font-family: "Noto Sans Thai", system-ui, sans-serif; line-height: 1.5; margin: 0; padding: 1rem; color: #1f2933; background: #f5f7fa; }
  main { max-width: 32rem; margin: 0 auto; background: #fff; border-radius: 12px; padding: 1.25rem; }
  h1, h2 { font-size: 1.3rem; margin: 0 0 .25rem; }
  section + section { border-top: 1px solid #e4e7eb; margin-top: 1rem; padding-top: 1rem; }
  .lead { color: #1c6b3a; font-weight: 700; margin: 0 0 .5rem; }
  .muted, footer { color: #52606d; font-size: .9rem; }
  code { background: #e4e7eb; padding: .1rem .3rem; border-radius: 4px; }
</style>
</head>
<body>
<main data-page-id="${id}">
${section('th')}
${section('en')}
<footer>
  <p>หน้าตัวอย่างจากแซนด์บ็อกซ์ของ loyalty-flows แทนหน้าเว็บของพาร์ตเนอร์ ใช้งานได้โดยไม่ต้องต่ออินเทอร์เน็ต</p>
  <p lang="en">A sample page from the loyalty-flows sandbox, in place of the partner's own: it works with no internet connection.</p>
</footer>
</main>
</body>
</html>
`;
}

/**
 * `GET /__sandbox/pages/:id`: a small page in Thai, then in English, each text in one language, drawn in
 * Noto Sans Thai from `GET /__sandbox/fonts/:file` (no script, nothing from another origin; its
 * Content-Security-Policy allows only its own fonts), for the example apps' web view.
 */
export function pageRoutes(): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  routes.get(interfacePagePath(':id'), (c) => {
    const id = c.req.param('id');
    if (!pageId.test(id)) return gatewayError(404, 'Resource not found');
    return c.html(page(id), 200, {
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'",
      'X-Content-Type-Options': 'nosniff',
    });
  });
  routes.get(`${fontsPath}/:file`, (c) => {
    const data = fontData(c.req.param('file'));
    if (!data) return gatewayError(404, 'Resource not found');
    return c.body(data, 200, {
      'Content-Type': 'font/woff2',
      // Fonts load with CORS; a web view's sandboxed frame has an opaque origin ("null").
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return routes;
}
