import { epochMs, object, text } from './loose';
import { LoyaltyError } from './loyalty-error';
import type { Send } from './transport';
import type { Contact, OtpRequestResult, OtpVerifyInput, OtpVerifyResult } from './types';
import { contactField, identifier, otpCode } from './validate';

/** `client.otp`: request a code, verify it. */
export interface OtpResource {
  /** Sends a code to the contact. Never retried: each one costs money. */
  request(contact: Contact): Promise<OtpRequestResult>;
  /** Checks a typed code. A code that is not six digits is refused before anything is sent. */
  verify(input: OtpVerifyInput): Promise<OtpVerifyResult>;
}

/** Builds {@link OtpResource} over `send`. */
export function otpResource(send: Send, appId: string, verifyPath: string, uuid?: string): OtpResource {
  return {
    async request(contact) {
      const operation = 'otp.request';
      const query = { app_id: appId, uuid, ...contactField(operation, contact) };
      const raw = object(await send({ operation, method: 'GET', path: '/api/auth/otp', query }));
      const refCode = text(raw?.refcode);
      const expiresAt = epochMs(raw?.expiredate);
      if (raw === undefined || refCode === undefined || expiresAt === undefined) {
        throw new LoyaltyError(operation, 'parse');
      }
      return { refCode, expiresAt, raw };
    },
    async verify(input) {
      const operation = 'otp.verify';
      const form = {
        otp: otpCode(operation, input.otp),
        refcode: identifier(operation, 'refCode', input.refCode).trim(),
        ...contactField(operation, input),
      };
      try {
        const raw = await send({ operation, method: 'POST', path: verifyPath, form });
        return { token: text(object(raw)?.token), raw };
      } catch (error) {
        // On verify, 429 means too many wrong codes: the input is locked, not merely throttled.
        if (error instanceof LoyaltyError && error.kind === 'rate_limited') {
          throw new LoyaltyError(operation, 'locked', error);
        }
        throw error;
      }
    },
  };
}
