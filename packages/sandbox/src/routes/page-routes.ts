import { Hono } from 'hono';
import type { SandboxEnv } from '../http/env';
import { interfacePagePath } from '../wire/page-paths';
import { gatewayError } from '../wire/wire-errors';

/** Page ids the seed hands out (`reward-20071`, `news-3`): nothing that needs escaping in a path or page. */
const pageId = /^[a-z]+-\d{1,9}$/;

function page(id: string): string {
  const isNews = id.startsWith('news-');
  const thai = isNews ? 'ข่าวสารสมาชิก' : 'สิทธิพิเศษของคุณ';
  const english = isNews ? 'Member news' : 'Your reward';
  return `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${thai}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 1.5rem; color: #1f2933; background: #f5f7fa; }
  main { max-width: 32rem; margin: 0 auto; background: #fff; border-radius: 12px; padding: 1.5rem; }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  h2 { font-size: 1.1rem; margin: 0 0 1rem; color: #52606d; font-weight: normal; }
  code { background: #e4e7eb; padding: .1rem .3rem; border-radius: 4px; }
</style>
</head>
<body>
<main data-page-id="${id}">
  <h1>${thai}</h1>
  <p>หน้านี้มาจากแซนด์บ็อกซ์ของ loyalty-flows แทนหน้าเว็บของพาร์ตเนอร์ ใช้งานได้โดยไม่ต้องต่ออินเทอร์เน็ต</p>
  <p>รหัสหน้า <code>${id}</code></p>
  <section lang="en">
    <h2>${english}</h2>
    <p>The loyalty-flows sandbox serves this page in place of the partner's own, so the web view
    works with no internet connection.</p>
  </section>
</main>
</body>
</html>
`;
}

/**
 * `GET /__sandbox/pages/:id`: a small self-contained page in Thai, then in English, each text in one
 * language (no script, no external resource; its Content-Security-Policy allows none), for the
 * example apps' web view.
 */
export function pageRoutes(): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  routes.get(interfacePagePath(':id'), (c) => {
    const id = c.req.param('id');
    if (!pageId.test(id)) return gatewayError(404, 'Resource not found');
    return c.html(page(id), 200, {
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return routes;
}
