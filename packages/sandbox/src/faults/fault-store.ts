import type { SandboxFault, SandboxRoute } from '../types';

interface ArmedFault {
  fault: SandboxFault;
  /** Requests it still hits; `undefined` until cleared (`times: 0`). */
  remaining: number | undefined;
}

/** The armed faults, in the order they were armed. */
export interface FaultStore {
  arm(fault: SandboxFault): void;
  /** The fault the next request to `route` gets (the oldest armed one), counting the hit. */
  take(route: SandboxRoute): SandboxFault | undefined;
  /** What is still armed, oldest first. */
  list(): SandboxFault[];
  clear(): void;
  /**
   * Waits out a `latency` fault's delay: `true` once it has passed, `false` when {@link endHolds} ended
   * it first.
   */
  hold(ms: number): Promise<boolean>;
  /** Ends every hold at once, each with `false`: a reset, after which a held request must not act. */
  endHolds(): void;
}

/** Creates an empty {@link FaultStore}. */
export function createFaultStore(): FaultStore {
  let armed: ArmedFault[] = [];
  const holds = new Set<(passed: boolean) => void>();
  return {
    arm(fault) {
      const times = fault.times ?? 1;
      armed.push({ fault, remaining: times === 0 ? undefined : times });
    },
    take(route) {
      const hit = armed.find((entry) => entry.fault.route === route);
      if (hit === undefined) return undefined;
      if (hit.remaining !== undefined) {
        hit.remaining -= 1;
        if (hit.remaining === 0) armed = armed.filter((entry) => entry !== hit);
      }
      return hit.fault;
    },
    list: () => armed.map((entry) => entry.fault),
    clear() {
      armed = [];
    },
    hold(ms) {
      return new Promise((resolve) => {
        const end = (passed: boolean) => {
          clearTimeout(timer);
          holds.delete(end);
          resolve(passed);
        };
        const timer = setTimeout(() => end(true), ms);
        holds.add(end);
      });
    },
    endHolds() {
      for (const end of [...holds]) end(false);
    },
  };
}
