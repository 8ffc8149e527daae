import { type Context, Hono } from 'hono';
import { contractGate } from '../http/contract-gate';
import type { SandboxEnv } from '../http/env';
import { readForm } from '../http/form-body';
import { InvalidRequestError } from '../http/invalid-request';
import { errorReasons, jsonResponse, serviceError } from '../http/wire-errors';
import { toEpochSeconds } from '../state/clock';
import type { SandboxState } from '../state/sandbox-state';
import { type Contact, parseContact } from './contact';

const sixDigits = /^\d{6}$/;

function acceptContact(raw: string | undefined, state: SandboxState): Contact {
  const contact = parseContact(raw, state.options.channel);
  if ('refused' in contact) throw new InvalidRequestError(contact.refused);
  return contact;
}

/**
 * The OTP routes: `GET /api/auth/otp` sends a code, `POST /api/auth/svc_authen` (and the public alias
 * `bzbs_authen`) verifies it. Answers follow wire-notes.md: `{refcode, expiredate}` (epoch seconds)
 * and `{token, success}`; refusals in the service's error shape, 429s with `Retry-After`.
 */
export function otpRoutes(state: SandboxState): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/api/auth/otp', contractGate(state, 'otp.request'), (c) => {
    // The mobile flow sends `contact_number`; an e-mail deployment may send `email` instead.
    const contact = acceptContact(c.req.query('contact_number') ?? c.req.query('email'), state);
    const outcome = state.otp.request(contact);
    switch (outcome.kind) {
      case 'sent':
        return jsonResponse(200, {
          refcode: outcome.message.refCode,
          expiredate: toEpochSeconds(outcome.message.expiresAt),
        });
      case 'cooldown':
        return serviceError(
          errorReasons.otpCooldown,
          'A code was sent to this contact moments ago. Wait before asking again.',
          outcome.retryAfterMs,
        );
      case 'locked':
        return serviceError(
          errorReasons.otpLocked,
          'Too many wrong codes. Try again later.',
          outcome.retryAfterMs,
        );
    }
  });

  const verify = async (c: Context<SandboxEnv>) => {
    const body = await readForm(c);
    const contact = acceptContact(body.get('contact_number') ?? body.get('email'), state);
    const refCode = body.get('refcode')?.trim() ?? '';
    const code = body.get('otp')?.trim() ?? '';
    if (refCode === '') throw new InvalidRequestError('refcode is required.');
    if (!sixDigits.test(code)) throw new InvalidRequestError('otp must be six digits.');
    const outcome = state.otp.verify(contact, refCode, code);
    switch (outcome.kind) {
      case 'verified':
        return jsonResponse(200, { success: true, token: state.sessions.issue(contact.key) });
      case 'wrong':
        return serviceError(errorReasons.wrongOtp, 'The code is not correct.');
      case 'expired':
        return serviceError(
          errorReasons.otpExpired,
          'The code has expired or was already used. Ask for a new one.',
        );
      case 'locked':
        return serviceError(
          errorReasons.otpLocked,
          'Too many wrong codes. Try again later.',
          outcome.retryAfterMs,
        );
    }
  };
  routes.post('/api/auth/svc_authen', contractGate(state, 'otp.verify'), verify);
  routes.post('/api/auth/bzbs_authen', contractGate(state, 'otp.verify'), verify);
  return routes;
}
