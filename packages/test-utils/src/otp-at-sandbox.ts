import type { Contact } from '@loyalty-flows/domain';
import type { SandboxCredentials } from '@loyalty-flows/sandbox';
import { createDevRoutesClient } from './dev-routes-client';
import { trackCalls } from './track-calls';

/** A client whose OTP requests {@link otpAtSandbox} can track (the real client, structurally). */
interface OtpRequester {
  otp: { request(contact: Contact): Promise<unknown> };
}

/**
 * One contact's OTP traffic at a sandbox (the run's, from `inject('loyaltySandbox')`), for tests that
 * count what a UI sent: the client wrapped so each request is tracked, the newest code sent, and what
 * reached the sandbox once every tracked request has been answered (a wait for requests, not for time).
 *
 * @example
 * const otp = otpAtSandbox(inject('loyaltySandbox'), '0812345678');
 * const client = otp.track(createLoyaltyClient({ baseURL: otp.url, ...otp.credentials }));
 * await otp.settled();
 * expect(await otp.counts()).toEqual({ requests: 1, sms: 1 });
 */
export function otpAtSandbox(served: { url: string; credentials: SandboxCredentials }, to: string) {
  const dev = createDevRoutesClient(served.url);
  let settled = async () => {};
  return {
    ...served,
    /** The sandbox's developer routes (reset it before each test). */
    dev,
    /** `client` with its OTP requests tracked; the last client tracked is the one `settled` waits for. */
    track<TClient extends OtpRequester>(client: TClient): TClient {
      const requests = trackCalls(client.otp.request);
      settled = requests.settled;
      return { ...client, otp: { ...client.otp, request: requests.call } };
    },
    /** Resolves once every request the tracked client started has been answered. */
    settled: () => settled(),
    /** OTP requests that reached the sandbox, and SMS it sent to `to`. */
    async counts() {
      return {
        requests: (await dev.requests('otp.request')).length,
        sms: (await dev.outbox(to)).length,
      };
    },
    /** The newest code sent to `to`. */
    async lastCode() {
      const newest = (await dev.outbox(to)).at(-1);
      if (newest === undefined) throw new Error(`the sandbox has sent no code to ${to}`);
      return newest.code;
    },
  };
}
