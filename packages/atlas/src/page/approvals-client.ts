import { type ApprovalsView, type AtlasDecision, parseApprovalsView } from '../approval-records';

/**
 * The page's line to the review server's approvals: `GET /atlas/approvals.json` for the decisions and the
 * images' hashes now, `POST /atlas/approvals` for a reviewer's decision (the server answers with the
 * approvals after it). A page opened from a file, or built with its atlas, has no server to ask.
 */

/** A decision the server did not take: its reason (the field at fault, or why it could not write). */
class DecisionRefusedError extends Error {
  override readonly name = 'DecisionRefusedError';
}

/** Reads and decides the atlas's approvals on the page's server. */
export interface ApprovalsClient {
  /** The approvals now; `undefined` when the server has no atlas (404). */
  load(): Promise<ApprovalsView | undefined>;
  /**
   * Takes `decision`; the approvals after it.
   *
   * @throws {DecisionRefusedError} with the server's reason when it refuses
   */
  decide(decision: AtlasDecision): Promise<ApprovalsView>;
}

/** The URL of the approvals, and of decisions, on the server that served the page. */
const APPROVALS = '/atlas/approvals.json';
const DECISIONS = '/atlas/approvals';

/**
 * A client of the server at `base` (the page's own address).
 *
 * @example
 * const approvals = createApprovalsClient(location.href);
 * const view = await approvals.decide({ decision: 'approved', state: 'otp.sent.cooldown' });
 */
export function createApprovalsClient(base: string, fetchImpl: typeof fetch = fetch): ApprovalsClient {
  return {
    async load() {
      const response = await fetchImpl(new URL(APPROVALS, base));
      if (response.status === 404) return undefined;
      if (!response.ok) throw new DecisionRefusedError(`HTTP ${response.status}`);
      return parseApprovalsView(await response.text());
    },
    async decide(decision) {
      const response = await fetchImpl(new URL(DECISIONS, base), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(decision),
      });
      const text = await response.text();
      if (!response.ok) throw new DecisionRefusedError(reasonOf(text, response.status));
      return parseApprovalsView(text);
    },
  };
}

/** The server's `{ error }`, or the status when the answer is not one. */
function reasonOf(text: string, status: number): string {
  try {
    const { error } = JSON.parse(text) as { error?: unknown };
    if (typeof error === 'string') return error;
  } catch {
    // Not JSON (a proxy's page, an old server): the status says enough.
  }
  return `HTTP ${status}`;
}
