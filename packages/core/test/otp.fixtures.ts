import type { Contact, OtpPort, OtpRequestResult, OtpStorage, OtpVerifyInput, OtpVerifyResult } from '../src';
import { type Deferred, deferred } from './async-helpers';

/** The device clock of the fixtures, epoch ms. */
export const start = Date.UTC(2025, 0, 15, 9, 0, 0);
export const phone: Contact = { contactNumber: '0812345678' };

/** A fake OTP port: every call is recorded and answered by a promise the test settles. */
export interface FakeOtpPort {
  client: OtpPort;
  requests: { contact: Contact; answer: Deferred<OtpRequestResult> }[];
  verifies: { input: OtpVerifyInput; answer: Deferred<OtpVerifyResult> }[];
}

export function fakeOtpPort(): FakeOtpPort {
  const port: FakeOtpPort = {
    requests: [],
    verifies: [],
    client: {
      otp: {
        request(contact) {
          const answer = deferred<OtpRequestResult>();
          port.requests.push({ contact, answer });
          return answer.promise;
        },
        verify(input) {
          const answer = deferred<OtpVerifyResult>();
          port.verifies.push({ input, answer });
          return answer.promise;
        },
      },
    },
  };
  return port;
}

/** An answer to a request: code `ABC123`, valid for `lifetimeMs` from `now`. */
export function sentCode(now: number, lifetimeMs = 180_000, refCode = 'ABC123'): OtpRequestResult {
  return { refCode, expiresAt: now + lifetimeMs };
}

/** A Web-Storage-like object over a Map, shared by the "tabs" of a test. */
export function memoryStorage(): OtpStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}
