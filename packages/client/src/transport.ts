import { FetchError, ofetch } from 'ofetch';
import { errorOf, transportErrorOf } from './classify';
import { LoyaltyError } from './loyalty-error';
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

/** A body that is not JSON: kept so that an error status can still be classified. */
const unparsable = Symbol('unparsable');

function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return unparsable;
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
  const $fetch = ofetch.create(
    {
      baseURL: options.baseURL,
      timeout: options.timeoutMs ?? 15_000,
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
    const token = (await options.getToken?.()) ?? options.token ?? '';
    const headers = {
      'Ocp-Apim-Subscription-Key': options.subscriptionKey,
      'App-Id': options.appId,
      Authorization: `token ${token}`,
      'Ocp-Apim-Trace': '1',
      'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8',
    };
    let status: number;
    let retryAfter: string | null;
    let body: unknown;
    try {
      const response = await $fetch.raw(path, {
        method,
        headers,
        query,
        body: form && new URLSearchParams(form).toString(),
        retry: retryable ? 1 : 0,
      });
      ({ status } = response);
      retryAfter = response.headers.get('Retry-After');
      body = response._data;
    } catch (error) {
      if (!(error instanceof FetchError) || error.response === undefined) {
        return fail(transportErrorOf(operation, error));
      }
      ({ status } = error.response);
      retryAfter = error.response.headers.get('Retry-After');
      body = error.data;
    }
    const refused = errorOf(operation, { status, retryAfter, body: body === unparsable ? undefined : body });
    if (refused) return fail(refused);
    if (body === unparsable) return fail(new LoyaltyError(operation, 'parse', { status }));
    return body;
  };
}
