import { FetchError, type FetchResponse, ofetch } from 'ofetch';
import { errorOf, tokenErrorOf, transportErrorOf } from './classify';
import { clockOf } from './clock';
import type { LoyaltyError } from './loyalty-error';
import type { LoyaltyClientOptions } from './options';

/** One request: a GET with a query, or a POST with a form. */
export interface Call {
  operation: string;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  form?: Record<string, string>;
  /** Whether a transient failure may be retried once: true only for reads that cost nothing. */
  retryable?: boolean;
}

/** Sends a {@link Call} and resolves with the parsed body, or rejects with a `LoyaltyError`. */
export type Send = (call: Call) => Promise<unknown>;

/**
 * The JSON body, or `undefined` when it is empty or not JSON: a 2xx without JSON is a success
 * (docs/wire-format.md, T5), and an error status is classified by the status alone.
 */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isSessionEnd(error: LoyaltyError): boolean {
  return error.kind === 'unauthorized' || error.kind === 'session_expired';
}

/**
 * Builds the transport: one ofetch instance with the base URL, timeout and the contract's section-5
 * headers (the token read per request). Lists retry a transient failure once; nothing else retries:
 * each OTP request costs money, and a retried use or read could repeat an effect.
 */
export function createTransport(options: LoyaltyClientOptions): Send {
  const now = clockOf(options);
  const $fetch = ofetch.create(
    {
      baseURL: options.baseURL,
      // A fresh timeout signal for every attempt. ofetch's own `timeout` stores its signal in the
      // request options and hands those to the retry, which then runs with the first attempt's
      // already-aborted signal: the retry after a timeout never reached the service.
      onRequest({ options: attempt }) {
        attempt.signal = AbortSignal.timeout(options.timeoutMs ?? 15_000);
      },
      retryDelay: 300,
      retryStatusCodes: [408, 500, 502, 503, 504],
      parseResponse: parseBody,
    },
    options.fetch ? { fetch: options.fetch } : {},
  );

  async function fail(error: LoyaltyError): Promise<never> {
    if (isSessionEnd(error)) options.onUnauthorized?.(error);
    throw error;
  }

  return async ({ operation, method, path, query, form, retryable }) => {
    let token: string | undefined;
    try {
      token = (await options.getToken?.()) ?? options.token;
    } catch (error) {
      return fail(tokenErrorOf(operation, error));
    }
    const headers: Record<string, string> = {
      'Ocp-Apim-Subscription-Key': options.subscriptionKey,
      'App-Id': options.appId,
      'Ocp-Apim-Trace': '1',
      'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8',
    };
    // docs/wire-format.md, O7: never `Authorization: token ` with an empty token.
    if (token) headers.Authorization = `token ${token}`;
    let response: FetchResponse<unknown>;
    try {
      response = await $fetch.raw(path, {
        method,
        headers,
        query,
        body: form && new URLSearchParams(form).toString(),
        retry: retryable ? 1 : 0,
      });
    } catch (error) {
      // An error status still has its answer (ofetch parsed its body into `_data`); no answer is a
      // timeout or a network failure.
      if (!(error instanceof FetchError) || !error.response) return fail(transportErrorOf(operation, error));
      response = error.response;
    }
    const { status, _data: body } = response;
    const retryAfter = response.headers.get('Retry-After');
    const refused = errorOf(operation, { status, retryAfter, body }, now());
    return refused ? fail(refused) : body;
  };
}
