import type { FaultStore } from '../faults/fault-store';
import type { BoundedLog } from '../kit/bounded-log';
import type { SandboxClock } from '../kit/clock';
import type { ResolvedSandboxOptions } from '../options';
import type { OtpStore } from '../otp/otp-store';
import type { OutboxMessage, RequestRecord } from '../types';
import type { Sessions } from './sessions';
import type { UserStore } from './user-store';

/** Everything a sandbox keeps in memory; the routes share it. */
export interface SandboxState {
  options: ResolvedSandboxOptions;
  clock: SandboxClock;
  outbox: BoundedLog<OutboxMessage>;
  requestLog: BoundedLog<RequestRecord>;
  faults: FaultStore;
  sessions: Sessions;
  users: UserStore;
  otp: OtpStore;
}
