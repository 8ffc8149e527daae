// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createEventSender, readPayload } from '../src/page/send/event-sender';
import type { PageCommand } from '../src/protocol';
import type { ActorRecord } from '../src/session.schema';
import { fixtureSession, OTP_KEY } from './page-fixtures';

const otp = fixtureSession(0).actors.find((actor) => actor.key === OTP_KEY) as ActorRecord;
const sendable: ActorRecord = { ...otp, sendable: ['OTP.REQUEST', 'OTP.VERIFY'] };

function mount() {
  const sent: PageCommand[] = [];
  const sender = createEventSender({ send: (command) => sent.push(command) });
  document.body.append(sender.element);
  const byId = <T extends HTMLElement>(id: string) =>
    sender.element.querySelector(`[data-testid="${id}"]`) as T;
  return {
    sender,
    sent,
    type: byId<HTMLSelectElement>('review-send-event-type'),
    payload: byId<HTMLTextAreaElement>('review-send-event-payload'),
    button: byId<HTMLButtonElement>('review-send-event'),
    error: byId<HTMLParagraphElement>('review-send-event-error'),
  };
}

afterEach(() => document.body.replaceChildren());

describe('event sender', () => {
  it("offers the actor's sendable events and sends the one picked with its JSON payload", () => {
    const form = mount();
    form.sender.update({ actor: sendable, live: true, language: 'en' });
    expect([...form.type.options].map((option) => option.value)).toEqual(['OTP.REQUEST', 'OTP.VERIFY']);
    form.type.value = 'OTP.VERIFY';
    form.payload.value = '{"code": "123456"}';
    form.button.click();
    expect(form.sent).toEqual([
      { type: 'event.send', actorKey: OTP_KEY, event: { code: '123456', type: 'OTP.VERIFY' } },
    ]);
    // A redraw keeps the pick.
    form.sender.update({ actor: sendable, live: true, language: 'th' });
    expect(form.type.value).toBe('OTP.VERIFY');
    expect(form.button.textContent).toBe('ส่ง');
  });

  it('shows why a payload cannot be sent, and sends nothing', () => {
    const form = mount();
    form.sender.update({ actor: sendable, live: true, language: 'en' });
    form.payload.value = '{"code": ';
    form.button.click();
    expect(form.error.hidden).toBe(false);
    expect(form.error.textContent).toMatch(/^The payload is not JSON: /);
    form.payload.value = '["123456"]';
    form.button.click();
    expect(form.error.textContent).toBe('The payload must be a JSON object, such as {"code": "123456"}.');
    form.payload.value = '{"type": "OTP.RESTORED"}';
    form.button.click();
    expect(form.error.textContent).toContain('Leave "type" out');
    expect(form.sent).toEqual([]);
    form.payload.value = '';
    form.button.click();
    expect(form.error.hidden).toBe(true);
    expect(form.sent).toEqual([{ type: 'event.send', actorKey: OTP_KEY, event: { type: 'OTP.REQUEST' } }]);
  });

  it('is disabled for an actor that declared nothing sendable or is not live, and says why', () => {
    const form = mount();
    // The fixture's OTP actor as an app that declared no sendable events would report it.
    const { sendable: _declared, ...undeclared } = otp;
    form.sender.update({ actor: undeclared, live: true, language: 'en' });
    expect(form.button.disabled).toBe(true);
    expect(form.sender.element.textContent).toContain('its app declared none');
    form.sender.update({ actor: sendable, live: false, language: 'en' });
    expect(form.button.disabled).toBe(true);
    expect(form.sender.element.textContent).toContain('Only a running actor of a connected tab');
    form.button.click();
    expect(form.sent).toEqual([]);
  });

  it("sends an edge's event through the same path", () => {
    const form = mount();
    form.sender.sendEvent(OTP_KEY, { type: 'OTP.RESEND' });
    expect(form.sent).toEqual([{ type: 'event.send', actorKey: OTP_KEY, event: { type: 'OTP.RESEND' } }]);
  });

  it('reads an empty payload as no fields', () => {
    expect(readPayload('  ')).toEqual({ ok: true, fields: {} });
    expect(readPayload('null')).toEqual({ ok: false, reason: 'payloadNotObject' });
  });
});
