// @vitest-environment happy-dom

import { describe, expect, it, vi } from 'vitest';
import { serializeSession } from '../src/page/export-import';
import type { ReviewComparedState, ReviewStateScreens } from '../src/page/page-extension';
import { createRecordingCompare, type RecordingCompareView } from '../src/page/recordings/recording-compare';
import type { ReviewSession } from '../src/session.schema';
import { normalRun, throttledRun } from './recording-fixtures';

/**
 * The "Compare recordings" tab's screens: an extension's, beside each side of the point shown, or none
 * without one.
 */

const inside = (view: RecordingCompareView, testId: string) =>
  view.element.querySelector<HTMLElement>(`[data-testid="${testId}"]`);

/** Imports `session` into one side of the tab, as the reviewer picks a file. */
function pick(view: RecordingCompareView, side: 'before' | 'after', session: ReviewSession): void {
  const input = inside(view, `review-recordings-${side}`) as HTMLInputElement;
  const file = new File([serializeSession(session)], `${side}.json`, { type: 'application/json' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change'));
}

/** The tab, shown, with the normal run and the run under a 429 compared. */
async function compared(screens: (language: string) => ReviewStateScreens | undefined) {
  const view = createRecordingCompare({ screens });
  document.body.replaceChildren(view.element);
  view.update('en');
  view.open();
  pick(view, 'before', normalRun);
  pick(view, 'after', throttledRun);
  await vi.waitFor(() =>
    expect(inside(view, 'review-recordings-divergence')?.getAttribute('data-after-state')).toBe(
      'idle.cooldown',
    ),
  );
  return view;
}

describe('the screens of two recordings compared', () => {
  it('shows no screens without an extension that gives them', async () => {
    const view = await compared(() => undefined);
    expect(inside(view, 'review-recordings-screens')).toBeNull();
    expect(view.element.querySelector('.recordings-screens-block')).toBeNull();
    expect(inside(view, 'review-recordings-changes')).not.toBeNull();
  });

  it("shows an extension's note while it has none, then its screen of each side's state, redrawn when they change", async () => {
    const asked: ReviewComparedState[] = [];
    let ready = false;
    const screens = (language: string): ReviewStateScreens => ({
      key: ready ? 'read' : 'loading',
      note: ready ? undefined : `loading (${language})`,
      screen(state) {
        asked.push(state);
        if (state.paths[0] === 'idle.cooldown') return `no screen of ${state.state}`;
        return {
          state: state.paths[0] ?? '',
          src: `img/${state.paths[0]}.png`,
          alt: `screen of ${state.state}`,
          caption: `${state.machine}.${state.paths[0]}`,
        };
      },
    });
    const view = await compared(screens);
    const shown = () => inside(view, 'review-recordings-screens') as HTMLElement;
    expect(shown().textContent).toBe('loading (en)');
    expect(shown().querySelector('figure')).toBeNull();

    // The extension read its screens: the page draws again, and the tab with it (the language is the same).
    ready = true;
    view.update('en');
    const figures = [...shown().querySelectorAll('figure')];
    expect(figures.map((figure) => [figure.dataset.side, figure.dataset.state])).toEqual([
      ['before', 'sent.cooldown'],
      ['after', undefined],
    ]);
    const image = figures[0]?.querySelector('img');
    expect([image?.getAttribute('src'), image?.getAttribute('alt')]).toEqual([
      'img/sent.cooldown.png',
      'Before: screen of sent.cooldown',
    ]);
    expect(figures.map((figure) => figure.querySelector('figcaption')?.textContent)).toEqual([
      'Before: otp.sent.cooldown',
      'After: no screen of idle.cooldown',
    ]);
    expect(asked.at(-1)).toEqual({
      machine: 'otp',
      state: 'idle.cooldown',
      paths: ['idle.cooldown'],
      app: 'react-app',
      language: 'en',
    });

    // Nothing changed: the tab is left as it is (a figure kept, not drawn again).
    const before = figures[0];
    view.update('en');
    expect(shown().querySelector('figure')).toBe(before);
  });

  it('asks for no screens before the tab is first shown', () => {
    const screens = vi.fn(() => undefined);
    const view = createRecordingCompare({ screens });
    view.update('en');
    expect(screens).not.toHaveBeenCalled();
    view.open();
    expect(screens).toHaveBeenCalled();
  });
});
