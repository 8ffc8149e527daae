import type { PageCommand, SentEvent } from '../../protocol';
import type { ActorRecord, Json } from '../../session.schema';
import { el, type View } from '../dom';
import { type Language, type MessageKey, message } from '../messages';

/**
 * The reviewer's hand on a live actor: pick one of the event types its app declared sendable, give it a
 * JSON payload, send. The event goes to the review server, which relays it to the actor's tab; the app
 * delivers only what it declared, and the machine's own guards decide what it does. A refusal comes back
 * as the server's `error`, shown in the top bar's notice.
 */

/** Where the form's commands go: the page's line to the server (the same as the top bar's). */
export interface EventSenderHooks {
  send(command: PageCommand): void;
}

/** What the form shows. */
interface EventSenderProps {
  /** The actor shown: its `sendable` types are offered. */
  actor: ActorRecord | undefined;
  /** Whether it can take an event now: the page is connected, its tab too, and it still runs. */
  live: boolean;
  language: Language;
}

/** The form's element, its update, and the path the statechart's event edges take too. */
export interface EventSenderView extends View<EventSenderProps> {
  /** Sends `event` to the actor `actorKey` as the form does (a click on an event edge of the chart). */
  sendEvent(actorKey: string, event: SentEvent): void;
}

/** A payload read from the form: its fields, or which text says why it cannot be sent. */
export type PayloadReading =
  | { ok: true; fields: { [key: string]: Json } }
  | { ok: false; reason: MessageKey; detail?: string };

/**
 * The payload a reviewer typed: empty is no fields; otherwise a JSON object without `type` (the event
 * type is the one picked).
 *
 * @example
 * readPayload('{"code": "123456"}') // { ok: true, fields: { code: '123456' } }
 * readPayload('[1]') // { ok: false, reason: 'payloadNotObject' }
 */
export function readPayload(text: string): PayloadReading {
  if (text.trim() === '') return { ok: true, fields: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: 'payloadNotJson', detail: error instanceof Error ? error.message : '' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, reason: 'payloadNotObject' };
  }
  if ('type' in value) return { ok: false, reason: 'payloadHasType' };
  return { ok: true, fields: value as { [key: string]: Json } };
}

/**
 * Builds the form (test ids `review-send-event-type`, `review-send-event-payload`, `review-send-event`,
 * and `review-send-event-error` for a payload that cannot be sent).
 */
export function createEventSender(hooks: EventSenderHooks): EventSenderView {
  const heading = el('h3', { id: 'review-send-event-heading' });
  const typeLabel = el('label', { for: 'review-send-event-type' });
  const type = el('select', { id: 'review-send-event-type', 'data-testid': 'review-send-event-type' });
  const payloadLabel = el('label', { for: 'review-send-event-payload' });
  const payload = el('textarea', {
    id: 'review-send-event-payload',
    'data-testid': 'review-send-event-payload',
    rows: 3,
    spellcheck: 'false',
    placeholder: '{}',
  });
  const submit = el('button', { type: 'submit', 'data-testid': 'review-send-event' });
  const error = el('p', { class: 'notice', role: 'alert', 'data-testid': 'review-send-event-error' });
  const hint = el('p', { class: 'none' });
  const form = el(
    'form',
    { class: 'event-sender', 'aria-labelledby': 'review-send-event-heading' },
    heading,
    typeLabel,
    type,
    payloadLabel,
    payload,
    submit,
    error,
    hint,
  );
  let shown: EventSenderProps = { actor: undefined, live: false, language: 'en' };
  let offered = '';

  function showError(reason: MessageKey | '', detail = ''): void {
    error.textContent = reason === '' ? '' : message(shown.language, reason, { reason: detail });
    error.hidden = reason === '';
  }

  function sendEvent(actorKey: string, event: SentEvent): void {
    hooks.send({ type: 'event.send', actorKey, event });
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const { actor } = shown;
    if (!actor || !shown.live || type.value === '') return;
    const reading = readPayload(payload.value);
    if (!reading.ok) {
      showError(reading.reason, reading.detail);
      return;
    }
    showError('');
    sendEvent(actor.key, { ...reading.fields, type: type.value });
  });
  showError('');

  return {
    element: form,
    sendEvent,
    update(props) {
      const { language } = props;
      if (props.actor?.key !== shown.actor?.key) showError('');
      shown = props;
      const sendable = props.actor?.sendable ?? [];
      heading.textContent = message(language, 'sendEventHeading');
      typeLabel.textContent = message(language, 'sendEventType');
      payloadLabel.textContent = message(language, 'sendEventPayload');
      submit.textContent = message(language, 'sendEvent');
      // The options are rebuilt only when the list changes: the reviewer's pick survives each redraw.
      const list = sendable.join('\n');
      if (list !== offered) {
        const picked = type.value;
        type.replaceChildren(...sendable.map((name) => el('option', { value: name }, name)));
        if (sendable.includes(picked)) type.value = picked;
        offered = list;
      }
      const usable = props.live && sendable.length > 0;
      for (const control of [type, payload, submit]) control.toggleAttribute('disabled', !usable);
      hint.textContent = !props.actor
        ? ''
        : sendable.length === 0
          ? message(language, 'sendEventNone')
          : props.live
            ? ''
            : message(language, 'sendEventNotLive');
      hint.hidden = hint.textContent === '';
    },
  };
}
