// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { declaredLanguages } from '../src/page/chart/state-descriptions';
import { advanceCommand, createControls, faultCommand } from '../src/page/controls';
import { message, offeredLanguages } from '../src/page/messages';
import type { FaultKindOffer, PageCommand } from '../src/protocol';

const offers: FaultKindOffer[] = [
  {
    kind: 'rate_limited',
    labels: { en: '429 Too many requests', th: '429 คำขอมากเกินไป' },
    fields: { status: 429, retryAfterSeconds: 60 },
  },
  { kind: 'teapot', labels: { en: "418 I'm a teapot" }, fields: { status: 418 } },
  { kind: 'drop', labels: {} },
];

/** The top bar, its commands kept in `sent`. */
function controlsSending(sent: PageCommand[]) {
  return createControls({
    send: (command) => sent.push(command),
    exportSession: () => undefined,
    importFile: () => undefined,
    setLanguage: () => undefined,
  });
}

describe('controls', () => {
  it('moves the clock by whole or part minutes, and refuses what is not a forward move within a day', () => {
    expect(advanceCommand(3)).toEqual({ type: 'clock.advance', ms: 180_000 });
    expect(advanceCommand(0.5)).toEqual({ type: 'clock.advance', ms: 30_000 });
    for (const minutes of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 24 * 60 + 1]) {
      expect(advanceCommand(minutes)).toBeUndefined();
    }
  });

  it('sends each fault the server offered with what it carries', () => {
    expect(offers.map((offer) => faultCommand('otp.request', offer))).toEqual([
      {
        type: 'fault',
        route: 'otp.request',
        kind: 'rate_limited',
        status: 429,
        retryAfterSeconds: 60,
        times: 1,
      },
      { type: 'fault', route: 'otp.request', kind: 'teapot', status: 418, times: 1 },
      { type: 'fault', route: 'otp.request', kind: 'drop', times: 1 },
    ]);
    expect(faultCommand('noti.list', offers[2] as FaultKindOffer, 0)).toEqual({
      type: 'fault',
      route: 'noti.list',
      kind: 'drop',
      times: 0,
    });
  });

  it("offers the faults the server listed, labelled in the page's language, else English, else the kind", () => {
    const sent: PageCommand[] = [];
    const controls = controlsSending(sent);
    const kind = controls.element.querySelector('[data-testid="review-fault-kind"]') as HTMLSelectElement;
    const inject = controls.element.querySelector('[data-testid="review-fault-inject"]') as HTMLButtonElement;
    const props = {
      connection: 'live',
      appsOnline: true,
      clockOffsetMs: 0,
      notice: '',
      faultRoutes: ['a.route'],
      languages: ['en', 'th'],
    } as const;
    controls.update({ ...props, language: 'en', faultKinds: [] });
    expect(kind.options).toHaveLength(0);
    expect(inject.disabled).toBe(true);

    controls.update({ ...props, language: 'th', faultKinds: offers });
    const labels = () => [...kind.options].map((option) => [option.value, option.textContent]);
    expect(labels()).toEqual([
      ['rate_limited', '429 คำขอมากเกินไป'],
      ['teapot', "418 I'm a teapot"],
      ['drop', 'drop'],
    ]);
    kind.value = 'teapot';
    controls.update({ ...props, language: 'en', faultKinds: offers });
    expect(labels()[0]).toEqual(['rate_limited', '429 Too many requests']);
    expect(kind.value).toBe('teapot');
    inject.click();
    expect(sent).toEqual([{ type: 'fault', route: 'a.route', kind: 'teapot', status: 418, times: 1 }]);
  });

  it('offers the languages the apps gave texts in beside its own, reading its own texts in English in those', () => {
    const languages = offeredLanguages(declaredLanguages([{ descriptions: { ja: {} } }, {}]), 'en');
    expect(languages).toEqual(['en', 'th', 'ja']);
    expect(offeredLanguages(['not a code', 'pt-BR'], 'en')).toEqual(['en', 'th', 'pt-BR']);
    const controls = controlsSending([]);
    controls.update({
      connection: 'live',
      appsOnline: true,
      clockOffsetMs: 0,
      notice: '',
      faultRoutes: [],
      faultKinds: offers,
      languages,
      language: 'ja',
    });
    const select = controls.element.querySelector('[data-testid="review-language"]') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['English', 'ไทย', 'ja']);
    expect(select.value).toBe('ja');
    expect(message('ja', 'faults')).toBe('Faults');
    const kind = controls.element.querySelector('[data-testid="review-fault-kind"]') as HTMLSelectElement;
    expect(kind.options[0]?.textContent).toBe('429 Too many requests');
  });

  it('shows the apps offline as the server says, and asks for the other state', () => {
    const sent: PageCommand[] = [];
    const controls = controlsSending(sent);
    const offline = controls.element.querySelector('[data-testid="review-offline"]') as HTMLButtonElement;
    const props = {
      connection: 'live',
      clockOffsetMs: 0,
      notice: '',
      faultRoutes: [],
      faultKinds: [],
      languages: ['en'],
      language: 'en',
    } as const;
    controls.update({ ...props, appsOnline: true });
    expect([offline.textContent, offline.getAttribute('aria-pressed')]).toEqual(['Go offline', 'false']);
    offline.click();
    // Nothing changes until the server says so (another page may have done it first).
    expect(offline.getAttribute('aria-pressed')).toBe('false');
    controls.update({ ...props, appsOnline: false });
    expect([offline.textContent, offline.getAttribute('aria-pressed')]).toEqual(['Back online', 'true']);
    offline.click();
    expect(sent).toEqual([
      { type: 'connectivity', online: false },
      { type: 'connectivity', online: true },
    ]);
  });
});
