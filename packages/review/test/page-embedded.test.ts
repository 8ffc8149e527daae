// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { EMBEDDED_SESSION_ID, embeddedScript, readEmbeddedPage } from '../src/page/embedded';
import { fixtureSession } from './page-fixtures';

describe('a page with its session built in', () => {
  it('reads back the session written into it, text that would end a script element included, beside what an extension built in', () => {
    const session = fixtureSession(3);
    const first = session.steps[0];
    if (!first) throw new Error('the fixture has no step');
    first.event = { type: 'NOTE', text: '</script><!-- <b>' };
    const own = { note: '</SCRIPT>' };
    document.body.innerHTML = `<div>${embeddedScript(EMBEDDED_SESSION_ID, session)}${embeddedScript(
      'extension-data',
      own,
      { 'data-base': 'atlas/"x"' },
    )}</div>`;
    expect(document.querySelectorAll('script')).toHaveLength(2);
    expect(readEmbeddedPage(document)?.session).toEqual(session);
    const extension = document.getElementById('extension-data');
    expect(JSON.parse(extension?.textContent ?? '')).toEqual(own);
    expect(extension?.getAttribute('data-base')).toBe('atlas/"x"');
  });

  it('is no built-in page without a session', () => {
    document.body.innerHTML = '<div id="review-root"></div>';
    expect(readEmbeddedPage(document)).toBeUndefined();
  });

  it('refuses a built-in session that is not one, as an imported file is refused', () => {
    document.body.innerHTML = embeddedScript(EMBEDDED_SESSION_ID, { format: 'other' });
    expect(() => readEmbeddedPage(document)).toThrow(/not-a-session/);
  });
});
