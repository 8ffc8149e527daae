import { otpDefaults } from '@loyalty-flows/domain';
import { clockOf } from './clock';
import { epochMs, object, text } from './loose';
import type { LoyaltyClientOptions } from './options';
import type { Send } from './transport';
import type { Contact, OtpRequestResult, OtpVerifyInput, OtpVerifyResult } from './types';
import { contactField, otpCode } from './validate';

/** `client.otp`: request a code, verify it. */
export interface OtpResource {
  /**
   * Sends a code to the contact. Never retried: each one costs money. Any 2xx is a success, also
   * without `refcode` or `expiredate` (then the code lives `otpLifetimeMs` from the answer's arrival).
   */
  request(contact: Contact): Promise<OtpRequestResult>;
  /** Checks a typed code. A code that is not six digits is refused before anything is sent. */
  verify(input: OtpVerifyInput): Promise<OtpVerifyResult>;
}

/** Builds {@link OtpResource} over `send`. */
export function otpResource(send: Send, options: LoyaltyClientOptions): OtpResource {
  const {
    appId,
    uuid,
    verifyPath = '/api/auth/svc_authen',
    otpLifetimeMs = otpDefaults.lifetimeMs,
  } = options;
  const now = clockOf(options);
  return {
    async request(contact) {
      const operation = 'otp.request';
      const query = { app_id: appId, uuid, ...contactField(operation, contact) };
      const raw = await send({ operation, method: 'GET', path: '/api/auth/otp', query });
      const arrival = now();
      // docs/wire-format.md, O2: the SMS went out and was paid for, so a 2xx is never a failure.
      const answer = object(raw);
      const stated = epochMs(answer?.expiredate);
      return {
        refCode: text(answer?.refcode),
        expiresAt: stated !== undefined && stated > arrival ? stated : arrival + otpLifetimeMs,
        raw,
      };
    },
    async verify(input) {
      const operation = 'otp.verify';
      const refcode = input.refCode?.trim();
      const form = {
        otp: otpCode(operation, input.otp),
        ...(refcode ? { refcode } : {}),
        ...contactField(operation, input),
      };
      const raw = await send({ operation, method: 'POST', path: verifyPath, form });
      return { token: text(object(raw)?.token), raw };
    },
  };
}
