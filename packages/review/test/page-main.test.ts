// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serializeSession } from '../src/page/export-import';
import { mountReviewPage } from '../src/page/main';
import type { ReviewPageExtension, ReviewPageHost, ReviewPageState } from '../src/page/page-extension';
import { EXPIRES_AT, fixtureSession, OTP_KEY } from './page-fixtures';

let unmount: (() => void) | undefined;

/** Waits for `check` to pass: the page draws on the next frame, later on a busy machine than vitest's 1 s default. */
const until = <T>(check: () => T) => vi.waitFor(check, { timeout: 15_000 });

afterEach(() => {
  unmount?.();
  document.body.replaceChildren();
  localStorage.clear();
  history.replaceState(null, '', '#');
});

function byTestId(id: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  if (!element) throw new Error(`no ${id} on the page`);
  return element;
}

function lit(selector: string, attribute: string): string[] {
  return [...document.querySelectorAll(`[data-testid="review-diagram"] ${selector}`)].map(
    (element) => element.getAttribute(attribute) ?? '',
  );
}

describe('review page', () => {
  it('opens a step link from a session file: the chart lit as it was then, the context of that step', async () => {
    history.replaceState(null, '', '#otp/step-2');
    const root = document.createElement('div');
    document.body.append(root);
    unmount = mountReviewPage(root, fixtureSession(3));

    await vi.waitFor(() => expect(lit('.active', 'data-node-id')).toContain('otp.sent.cooldown'), {
      timeout: 15_000,
    });
    expect(lit('.last', 'data-transition-id').sort()).toEqual(['otp.sending#1', 'otp.settling#1'].sort());
    expect(byTestId('review-moment').textContent).toBe('Step 2 · sent.cooldown');
    expect(byTestId('review-context').textContent).toContain('"expiresAt"');
    // A deadline that changed reads as the time of day it falls at, not as epoch milliseconds.
    const expiry = new Date(EXPIRES_AT).toLocaleTimeString('en-GB', { hour12: false });
    expect(byTestId('review-changes').textContent).toContain(`+ expiresAt: ${expiry}`);
    expect(byTestId('review-connection').dataset.state).toBe('file');
    expect(byTestId('review-reset').hasAttribute('disabled')).toBe(true);

    byTestId('review-step-1').click();
    await until(() => expect(byTestId('review-moment').textContent).toBe('Step 1 · sending'));
    expect(lit('.active', 'data-node-id')).toEqual(['otp', 'otp.sending']);
    expect(lit('.last', 'data-transition-id')).toEqual(['otp.idle#1']);
    expect(byTestId('review-context').textContent).not.toContain('expiresAt');
    expect(location.hash).toBe(`#${OTP_KEY}/step-1`);

    byTestId('review-follow-live').click();
    await until(() => expect(byTestId('review-moment').textContent).toBe('Live · Step 6 · verifying'));
  }, 30_000);

  it('picks an actor of another app, says it has no chart, and switches to Thai', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    unmount = mountReviewPage(root, fixtureSession(1));
    const picker = byTestId('review-actor-picker');
    // The other app's tab is closed: collapsed until the reviewer opens it.
    expect([...picker.querySelectorAll('[data-actor-key]')].map((option) => option.textContent)).toEqual([
      'otpverifying',
    ]);
    picker.querySelector<HTMLElement>('[data-tab-head="vue-app/tab2"]')?.click();
    expect([...picker.querySelectorAll('[data-actor-key]')].map((option) => option.textContent)).toEqual([
      'otpverifying',
      'loadProfileactive',
    ]);
    byTestId('review-actor-loadProfile').click();
    await until(() =>
      expect(byTestId('review-diagram').textContent).toContain('This actor is not a state machine'),
    );
    expect(byTestId('review-actor-loadProfile').getAttribute('aria-selected')).toBe('true');

    const language = byTestId('review-language') as HTMLSelectElement;
    language.value = 'th';
    language.dispatchEvent(new Event('change'));
    await until(() => expect(document.documentElement.lang).toBe('th'));
    expect(byTestId('review-diagram').textContent).toContain('แอกเตอร์นี้ไม่ใช่เครื่องสถานะ');
    expect(localStorage.getItem('loyalty-flows.review.language')).toBe('th');

    picker.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp' }));
    await until(() => expect(byTestId('review-actor-otp').getAttribute('aria-selected')).toBe('true'));
  });

  it('refuses a dropped file that is no session and keeps the session shown; a session file replaces it', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    unmount = mountReviewPage(root, fixtureSession(1));
    const drop = (file: File) => {
      const event = new Event('drop', { cancelable: true });
      Object.defineProperty(event, 'dataTransfer', { value: { files: [file] } });
      window.dispatchEvent(event);
    };

    drop(new File(['{"format":"something-else"}'], 'notes.json'));
    await until(() =>
      expect(byTestId('review-notice').textContent).toBe(
        'This file is not a review session: format is not "loyalty-flows-review"',
      ),
    );
    expect(byTestId('review-actor-otp').getAttribute('aria-selected')).toBe('true');
    expect(document.querySelector('[data-testid="review-step-4"]')).not.toBeNull();

    const other = fixtureSession(1);
    other.actors = other.actors.filter((actor) => actor.key !== OTP_KEY);
    other.steps = [];
    drop(new File([serializeSession(other)], 'review.json'));
    await until(() => expect(document.querySelector('[data-testid="review-actor-otp"]')).toBeNull());
    expect(byTestId('review-notice').hidden).toBe(true);
    expect(byTestId('review-actor-loadProfile').getAttribute('aria-selected')).toBe('true');
  });

  it("mounts an extension's tab after the statechart's, draws it with what the page shows, and lets it show an actor", async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const shown: ReviewPageState[] = [];
    let opened = 0;
    let host: ReviewPageHost | undefined;
    const panel = document.createElement('p');
    const notes: ReviewPageExtension = {
      tabs(given) {
        host = given;
        return [
          {
            id: 'notes',
            label: (language) => `Notes (${language})`,
            element: panel,
            open: () => {
              opened += 1;
            },
            update: (state) => {
              shown.push(state);
              panel.textContent = [...state.liveActors.keys()].join(', ');
            },
          },
        ];
      },
    };
    unmount = mountReviewPage(root, fixtureSession(1), [notes]);

    await until(() => expect(panel.textContent).toBe('otp'));
    const tabs = [...document.querySelectorAll('[role="tab"]')].map((tab) => tab.id);
    expect(tabs).toEqual(['review-tab-diagram', 'review-tab-notes', 'review-tab-recordings']);
    expect(byTestId('review-tab-notes').textContent).toBe('Notes (en)');
    expect(shown.at(-1)?.liveActors.get('otp')).toBe(OTP_KEY);
    expect(opened).toBe(0);

    byTestId('review-tab-notes').click();
    expect(opened).toBe(1);
    expect(panel.closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(false);

    host?.showActor(OTP_KEY);
    expect(byTestId('review-tab-diagram').getAttribute('aria-selected')).toBe('true');
    expect(panel.closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
  });
});
