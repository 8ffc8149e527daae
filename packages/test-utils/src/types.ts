import type {
  OutboxMessage,
  RequestRecord,
  RunningSandbox,
  SandboxFault,
  SandboxRoute,
} from '@loyalty-flows/sandbox';

/**
 * A sandbox served on `127.0.0.1` with a free port, plus helpers that drive its developer routes
 * (`/__sandbox/…`) over HTTP, as any test outside the process would.
 */
export interface TestSandbox extends RunningSandbox {
  /** The contract's section-5 headers carrying this sandbox's credentials and the demo user's token. */
  headers(): Record<string, string>;
  /**
   * Codes sent so far, oldest first; only those sent to `to` when given (any spelling of the same
   * phone matches: `0812345678` and `+66812345678`).
   */
  outbox(to?: string): Promise<OutboxMessage[]>;
  /** The newest code sent to `to`. Throws when none was sent. */
  lastCode(to: string): Promise<string>;
  /** The sandbox clock, epoch ms (a true instant; the wire writes it as Bangkok wall-clock time). */
  now(): Promise<number>;
  /** Moves the sandbox clock forward (OTP expiry, cooldowns, locks, countdowns). */
  advanceClock(ms: number): Promise<void>;
  /**
   * Sets the sandbox clock to `now` (epoch ms) and lets it run from there. Data is seeded relative to
   * the clock on a user's first request after a reset, so set it before the first request.
   */
  setClock(now: number): Promise<void>;
  /** Arms a fault on one contract route. */
  injectFault(fault: SandboxFault): Promise<void>;
  /** Removes every armed fault. */
  clearFaults(): Promise<void>;
  /** Contract requests received so far, oldest first; only those of `route` when given. */
  requests(route?: SandboxRoute | string): Promise<RequestRecord[]>;
  /** Puts everything back to the seed: outbox, codes, reads, uses, faults, clock, issued tokens. */
  reset(): Promise<void>;
}
