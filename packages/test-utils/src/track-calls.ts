/** A call that remembers each Promise it starts (see {@link trackCalls}). */
export interface TrackedCall<TArgs extends unknown[], TResult> {
  /** The call itself; each Promise it returns is remembered. */
  call: (...args: TArgs) => Promise<TResult>;
  /** Resolves once every call started so far has been answered (resolved or rejected). */
  settled(): Promise<void>;
}

/**
 * Wraps an async call so a test can wait until every call started has been answered before it counts
 * what reached the sandbox: a wait for requests, not for time.
 *
 * @example
 * const requests = trackCalls(client.otp.request);
 * const tracked = { ...client, otp: { ...client.otp, request: requests.call } };
 * await requests.settled();
 */
export function trackCalls<TArgs extends unknown[], TResult>(
  call: (...args: TArgs) => Promise<TResult>,
): TrackedCall<TArgs, TResult> {
  const calls: Promise<TResult>[] = [];
  return {
    call: (...args) => {
      const answer = call(...args);
      calls.push(answer);
      return answer;
    },
    settled: async () => {
      await Promise.allSettled(calls);
    },
  };
}
