// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  EMBEDDED_ATLAS_ID,
  EMBEDDED_SESSION_ID,
  embeddedScript,
  readEmbeddedPage,
} from '../src/page/embedded';
import { fixtureSession } from './page-fixtures';

describe('a page with its session and atlas built in', () => {
  it('reads back the session and atlas written into it, text that would end a script element included', () => {
    const session = fixtureSession(3);
    const first = session.steps[0];
    if (!first) throw new Error('the fixture has no step');
    first.event = { type: 'NOTE', text: '</script><!-- <b>' };
    const atlas = { apps: [], languages: [], machines: [], note: '</SCRIPT>' };
    document.body.innerHTML = `<div>${embeddedScript(EMBEDDED_SESSION_ID, session)}${embeddedScript(
      EMBEDDED_ATLAS_ID,
      atlas,
      { 'data-base': 'atlas/"x"' },
    )}</div>`;
    expect(document.querySelectorAll('script')).toHaveLength(2);
    const read = readEmbeddedPage(document);
    expect(read?.session).toEqual(session);
    expect(JSON.parse(read?.atlas?.text ?? '')).toEqual(atlas);
    expect(read?.atlas?.base).toBe('atlas/"x"');
  });

  it('is no built-in page without a session, and has no atlas when none is built in', () => {
    document.body.innerHTML = '<div id="review-root"></div>';
    expect(readEmbeddedPage(document)).toBeUndefined();
    document.body.innerHTML = embeddedScript(EMBEDDED_SESSION_ID, fixtureSession(1));
    expect(readEmbeddedPage(document)?.atlas).toBeUndefined();
  });

  it('refuses a built-in session that is not one, as an imported file is refused', () => {
    document.body.innerHTML = embeddedScript(EMBEDDED_SESSION_ID, { format: 'other' });
    expect(() => readEmbeddedPage(document)).toThrow(/not-a-session/);
  });
});
