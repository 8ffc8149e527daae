// @vitest-environment happy-dom

import type { ReviewComparedState, ReviewPageHost, ReviewStateScreen } from '@loyalty-flows/review';
import { embeddedScript } from '@loyalty-flows/review/formats';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AtlasRecord } from '../src/atlas.schema';
import { createAtlasResource, EMBEDDED_ATLAS_ID } from '../src/atlas-file';
import { atlasPageExtension } from '../src/page/atlas-extension';
import { recordingScreens, screenOf } from '../src/page/recording-screens';

/** The atlas's screens of the states two recordings compared are in (the review page's "Compare recordings"). */

const shot = (state: string, app: string, lang: 'en' | 'th', scheme: 'light' | 'dark') => ({
  app,
  lang,
  scheme,
  file: `img/x.${state}.${app}.${lang}.${scheme}.png`,
  value: null,
});
const entry = (state: string) => ({
  state,
  description: '',
  events: [],
  steps: [],
  shots: [
    shot(state, 'react', 'en', 'dark'),
    shot(state, 'vue', 'th', 'light'),
    shot(state, 'react', 'th', 'light'),
    shot(state, 'react', 'en', 'light'),
  ],
});
const atlas: AtlasRecord = {
  apps: ['react', 'vue'],
  languages: ['th', 'en'],
  machines: [
    {
      machine: 'redemption',
      states: 3,
      entries: [entry('history.ready'), entry('entry.open')],
      exclusions: [{ state: 'entry.gone', reason: 'none' }],
    },
  ],
};

/** A state of a recording as the comparison asks for its screen. */
const compared = (paths: string[], app = 'react', language = 'en'): ReviewComparedState => ({
  machine: 'redemption',
  state: paths.join(', ') || '—',
  paths,
  app,
  language,
});

describe("a state's screen in the atlas", () => {
  it("finds the shot of the recording's app and language, light first, of the first path it has", () => {
    expect(screenOf(atlas, compared(['history.ready', 'entry.open']))?.shot.file).toBe(
      'img/x.history.ready.react.en.light.png',
    );
    // The comparison gives the regions that differ first.
    const preferred = screenOf(atlas, compared(['entry.open', 'history.ready'], 'vue', 'th'));
    expect(preferred?.state).toBe('entry.open');
    expect(preferred?.shot.file).toBe('img/x.entry.open.vue.th.light.png');
    expect(screenOf(atlas, compared(['history.gone', 'entry.gone']))).toBe(undefined);
    expect(screenOf(atlas, { ...compared(['idle']), machine: 'otp' })).toBeUndefined();
  });
});

describe("the atlas's screens for the recordings compared", () => {
  it('loads the atlas when first asked, says so until it is read, then gives each side its screen', async () => {
    const fetchAtlas = vi.fn(async () => new Response(JSON.stringify(atlas)));
    const resource = createAtlasResource(fetchAtlas);
    const settled = vi.fn();
    const loading = recordingScreens(resource, 'en', { onSettled: settled });
    expect(loading.note).toBe('Loading the atlas…');
    await vi.waitFor(() => expect(settled).toHaveBeenCalledOnce());

    const read = recordingScreens(resource, 'en', { onSettled: settled });
    expect(read.note).toBeUndefined();
    expect(read.key).not.toBe(loading.key);
    expect(read.screen(compared(['entry.open', 'history.ready']))).toEqual({
      state: 'entry.open',
      src: '/atlas/img/x.entry.open.react.en.light.png',
      alt: 'screen of redemption in entry.open',
      caption: 'redemption.entry.open',
    });
    expect(read.screen(compared(['entry.gone']))).toBe('the atlas has no screen of entry.gone');
    expect(read.screen(compared([]))).toBe('the atlas has no screen of —');

    const thai = recordingScreens(resource, 'th', { imageBase: 'atlas/', onSettled: settled });
    const screen = thai.screen(compared(['history.ready'], 'react', 'th')) as ReviewStateScreen;
    expect([screen.src, screen.alt]).toEqual([
      'atlas/img/x.history.ready.react.th.light.png',
      'หน้าจอของ redemption ในสถานะ history.ready',
    ]);
    expect(thai.screen(compared(['entry.gone']))).toBe('แอตลาสไม่มีหน้าจอของ entry.gone');
    expect(fetchAtlas).toHaveBeenCalledOnce();
  });

  it('says why it shows none: no atlas on the server, no server, an atlas it cannot read', async () => {
    const missing = createAtlasResource(async () => new Response('Not found.', { status: 404 }));
    const settled = vi.fn();
    recordingScreens(missing, 'en', { onSettled: settled });
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
    expect(recordingScreens(missing, 'en', { onSettled: settled }).note).toBe(
      'This review server has no state atlas (start it with --atlas docs/atlas), so no screens are shown.',
    );
    expect(recordingScreens(createAtlasResource(undefined), 'en', { onSettled: settled }).note).toBe(
      'This page was opened from a file, so it cannot fetch the atlas: no screens are shown.',
    );
    const broken = createAtlasResource(async () => new Response('{'));
    recordingScreens(broken, 'en', { onSettled: settled });
    await vi.waitFor(() => expect(broken.load.kind).toBe('failed'));
    expect(recordingScreens(broken, 'th', { onSettled: settled }).note).toBe(
      'อ่านแอตลาสไม่ได้: the file is not JSON',
    );
  });
});

describe("the atlas's extension gives the comparison its screens", () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it('from the atlas built into a static page, its images beside the page, and redraws the page once read', async () => {
    document.body.innerHTML = embeddedScript(EMBEDDED_ATLAS_ID, atlas, { 'data-base': '' });
    const extension = atlasPageExtension(document);
    // Not yet taken by a page: nothing to show.
    expect(extension.stateScreens?.('en')).toBeUndefined();
    const host: ReviewPageHost = { showActor: () => {}, redraw: vi.fn(), served: false };
    extension.tabs?.(host);
    expect(extension.stateScreens?.('en')?.note).toBe('Loading the atlas…');
    await vi.waitFor(() => expect(host.redraw).toHaveBeenCalled());
    const screens = extension.stateScreens?.('en');
    expect(screens?.note).toBeUndefined();
    expect(screens?.screen(compared(['history.ready']))).toMatchObject({
      state: 'history.ready',
      src: 'img/x.history.ready.react.en.light.png',
    });
  });
});
