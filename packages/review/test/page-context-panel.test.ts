// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContextPanel } from '../src/page/context/context-panel';
import { indexSession, momentOf } from '../src/page/indexed-session';
import type { PageCommand } from '../src/protocol';
import { EXPIRES_AT, fixtureSession, OTP_KEY, RESEND_AT } from './page-fixtures';

const store = indexSession(fixtureSession(0));
const otp = store.session.actors.find((actor) => actor.key === OTP_KEY);
if (otp === undefined) throw new Error('the fixture has no OTP actor');
const moment = momentOf(store, otp);

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('context panel: deadline jumps', () => {
  it("moves the shared clock to just before, at and just after a deadline, from the session's clock when clicked", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const realNow = Date.now();
    const sent: PageCommand[] = [];
    const panel = createContextPanel(() => undefined, { send: (command) => sent.push(command) });
    document.body.append(panel.element);
    // The session clock 30 s before the resend cooldown ends (the reviewer's offset makes it so).
    const now = RESEND_AT - 30_000;
    panel.update({ moment, now, live: true, language: 'en', deadlines: otp.deadlines });
    const item = panel.element.querySelector('[data-deadline="expiresAt"]') as HTMLElement;
    const jump = (name: string) =>
      item.querySelector(`[data-testid="review-deadline-${name}"]`) as HTMLButtonElement;
    expect(['before', 'at', 'after'].map((name) => jump(name).textContent)).toEqual([
      'just before',
      'at',
      'just after',
    ]);
    // Real time moves on before the click: the jump reads the session clock then, not at the last redraw.
    vi.setSystemTime(realNow + 400);
    const nowAtClick = now + 400;
    jump('after').click();
    jump('at').click();
    jump('before').click();
    const landed = sent.map((command) =>
      command.type === 'clock.advance' ? nowAtClick + command.ms - EXPIRES_AT : Number.NaN,
    );
    expect(landed).toEqual([1_000, 0, -1_000]);

    // Half a second before the deadline: "just before" would move the clock back, so it is off and says why.
    panel.update({ moment, now: EXPIRES_AT - 500, live: true, language: 'th', deadlines: otp.deadlines });
    expect(panel.element.querySelector('[data-deadline="expiresAt"]')).toBe(item);
    expect(jump('before').disabled).toBe(true);
    expect(jump('before').title).toBe('นาฬิกาเดินหน้าได้อย่างเดียว และเวลานี้ผ่านไปแล้ว');
    expect(jump('at').disabled).toBe(false);
    jump('before').click();
    expect(sent).toHaveLength(3);
  });

  it('offers no jumps without a way to send them', () => {
    const panel = createContextPanel(() => undefined);
    panel.update({ moment, now: RESEND_AT - 30_000, live: true, language: 'en', deadlines: otp.deadlines });
    expect(panel.element.querySelector('[data-deadline="expiresAt"]')).not.toBeNull();
    expect(panel.element.querySelector('[data-testid^="review-deadline-"]')).toBeNull();
  });
});
