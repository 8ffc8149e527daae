import { type Context, Hono } from 'hono';
import { contractGate } from '../http/contract-gate';
import type { SandboxEnv } from '../http/env';
import { readForm } from '../http/form-body';
import { toEpochSeconds } from '../kit/clock';
import { parseContact } from '../otp/contact';
import type { SandboxState } from '../state/sandbox-state';
import { InvalidRequestError } from '../wire/invalid-request';
import { errorReasons, jsonResponse, serviceError } from '../wire/wire-errors';

const sixDigits = /^\d{6}$/;
const lockedMessage = 'Too many wrong codes. Try again later.';

/**
 * The OTP routes: `GET /api/auth/otp` sends a code, `POST /api/auth/svc_authen` (and the public alias
 * `bzbs_authen`) verifies it. Answers follow docs/wire-format.md: `{refcode, expiredate}` (epoch
 * seconds; `expiredate` left out with the `otpExpireDate: false` option) and `{token, success}`;
 * refusals in the service's error shape with the ids of each operation, 429s with `Retry-After`.
 */
export function otpRoutes(state: SandboxState): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const { channel, otpExpireDate } = state.options;

  routes.get('/api/auth/otp', contractGate(state, 'otp.request'), (c) => {
    // The mobile flow sends `contact_number`; an e-mail deployment may send `email` instead.
    const contact = parseContact(c.req.query('contact_number') ?? c.req.query('email'), channel);
    // On the request, 409/2092 means "invalid contact format" (on verify the same id means "expired").
    if ('refused' in contact) return serviceError(errorReasons.invalidContact, contact.refused);
    const outcome = state.otp.request(contact);
    switch (outcome.kind) {
      case 'sent': {
        const { refCode, expiresAt } = outcome.message;
        return jsonResponse(
          200,
          otpExpireDate ? { refcode: refCode, expiredate: toEpochSeconds(expiresAt) } : { refcode: refCode },
        );
      }
      case 'cooldown':
        return serviceError(
          errorReasons.otpCooldown,
          'A code was sent to this contact moments ago. Wait before asking again.',
          outcome.retryAfterMs,
        );
      case 'locked':
        return serviceError(errorReasons.otpLocked, lockedMessage, outcome.retryAfterMs);
    }
  });

  const verify = async (c: Context<SandboxEnv>) => {
    const body = await readForm(c);
    const contact = parseContact(body.get('contact_number') ?? body.get('email'), channel);
    if ('refused' in contact) throw new InvalidRequestError(contact.refused);
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
        return serviceError(errorReasons.otpLocked, lockedMessage, outcome.retryAfterMs);
    }
  };
  routes.post('/api/auth/svc_authen', contractGate(state, 'otp.verify'), verify);
  routes.post('/api/auth/bzbs_authen', contractGate(state, 'otp.verify'), verify);
  return routes;
}
