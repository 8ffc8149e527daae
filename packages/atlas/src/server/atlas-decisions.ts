import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { jsonOf, parseWith, problemText } from '@loyalty-flows/review/formats';
import { hashImages, readApprovals, writeApprovals } from '../approval-files';
import {
  type Approvals,
  type ApprovalsView,
  type AtlasDecision,
  atlasDecisionSchema,
} from '../approval-records';
import { approve, requestChanges, selectScreens } from '../approvals';

/**
 * A reviewer's decisions on the atlas's screens, taken by the review server: `GET /atlas/approvals.json`
 * answers the approvals with the hashes of the images now, `POST /atlas/approvals` approves a state's
 * screens (or one screen) or asks for changes with a comment, in the name of the person reviewing the
 * design (`by`, required: a baseline becomes an approval only by a named reviewer), and writes
 * docs/atlas/approvals.json in the form `loyalty-atlas record --approve --by` writes (the rules: `../approval-records.ts`, `../approvals.ts`). The plugin
 * checks where a request comes from (`atlas-plugin.ts`); this module checks what it says.
 */

/** Where the page reads the approvals (GET). */
export const APPROVALS_PATH = '/atlas/approvals.json';
/** Where the page sends a decision (POST). */
export const DECISIONS_PATH = '/atlas/approvals';

/** A decision's body at most: a comment is a few sentences, not a file. */
const MAX_DECISION_BYTES = 16 * 1024;
/** A request the decisions endpoint refuses: the HTTP status and what is wrong, naming the field. */
export class DecisionError extends Error {
  override readonly name = 'DecisionError';
  constructor(
    readonly status: 400 | 404 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The decision in a request's body (its text), or a {@link DecisionError} (400) naming the field at fault.
 *
 * @example
 * parseDecision('{"decision":"changes-requested","state":"otp.sent.cooldown","comment":"Bigger button","by":"Ploy"}')
 */
export function parseDecision(text: string): AtlasDecision {
  const value = jsonOf(text, () => new DecisionError(400, 'The body is not JSON.'));
  return parseWith(atlasDecisionSchema, value, (problem) => new DecisionError(400, problemText(problem)));
}

/**
 * A request's body as text, at most `limit` bytes. A larger one is read to its end (the client sees the
 * answer, not a broken pipe) and refused with 413.
 */
export function readBody(request: IncomingMessage, limit = MAX_DECISION_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () => {
      if (size > limit) reject(new DecisionError(413, `The body is larger than ${limit} bytes.`));
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}

/** The approvals of the atlas in `atlasDir` and the hashes of its images now. */
export function approvalsView(atlasDir: string): ApprovalsView {
  return {
    approvals: readApprovals(join(atlasDir, 'approvals.json')),
    images: hashImages(join(atlasDir, 'img')),
  };
}

/**
 * Takes `decision` on the images in `atlasDir` as they are now (their SHA-256), in its reviewer's name, at
 * `now`, writes approvals.json and returns the approvals after it. Synchronous from reading to writing:
 * two decisions at once cannot lose one another.
 *
 * @throws {DecisionError} 404 when the state or screen has no image in the atlas
 */
export function decide(atlasDir: string, decision: AtlasDecision, now = new Date()): ApprovalsView {
  const { approvals, images } = approvalsView(atlasDir);
  const target = decision.state ?? decision.screen ?? '';
  const field = decision.state === undefined ? 'screen' : 'state';
  let screens: string[];
  try {
    screens = selectScreens([target], Object.keys(images));
  } catch {
    throw new DecisionError(404, `${field} "${target}" has no screen in the atlas.`);
  }
  const { by } = decision;
  let next: Approvals = approvals;
  if (decision.decision === 'approved') {
    next = approve(approvals, images, screens, by, undefined, now);
  } else {
    for (const id of screens) {
      next = requestChanges(next, id, by, decision.comment ?? '', { sha256: images[id], at: now });
    }
  }
  writeApprovals(join(atlasDir, 'approvals.json'), next);
  return { approvals: next, images };
}
