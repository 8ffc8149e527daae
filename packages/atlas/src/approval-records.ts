import { parseWith, type SchemaProblem } from '@loyalty-flows/review/formats';
import * as v from 'valibot';

/**
 * What the review page reads of the state atlas's approvals (docs/atlas/approvals.json): for each screen
 * (state × app × language × scheme) the SHA-256 of its recorded image, who recorded or decided and when,
 * and where it stands: a **baseline** (recorded by an engineer: what the check compares with, not an
 * approval), **approved** by a person reviewing the design, named, or with changes requested. The review
 * page's Atlas tab and the atlas's marks on its chart (`./page/`) read them: screen ids, a screen's record
 * and status, the review server's view of them, and the decision the tab posts. Writing them (the file's
 * form, approving, recording baselines, the check's rule) is `./approvals.ts`'s.
 *
 * Pure functions over plain data, with no Node import, so the page extension bundles them.
 */

/** What a screen is: `otp.sent.cooldown` in the `react` app, in `en`, `light`. */
export interface ScreenKey {
  /** The state's full id: machine and state path, `otp.sent.cooldown`. */
  state: string;
  app: string;
  lang: string;
  scheme: 'light' | 'dark';
}

/** A screen id (`otp.sent.cooldown/react/en/light`), as {@link parseScreenId} reads it. */
const screenIdSchema = v.pipe(
  v.string(),
  v.check((id) => parseScreenId(id) !== undefined),
);

/** A SHA-256, in hex. */
const hashSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));

const approvalBase = {
  sha256: hashSchema,
  by: v.string(),
  at: v.string(),
  note: v.optional(v.string()),
};

/** One screen's record: a baseline, approved, or changes requested with a comment (the types below). */
const approvalSchema = v.variant('status', [
  v.object({ ...approvalBase, status: v.literal('baseline') }),
  v.object({ ...approvalBase, status: v.literal('approved') }),
  v.object({ ...approvalBase, status: v.literal('changes-requested'), comment: v.string() }),
]);

/**
 * One screen's record: its baseline, or a reviewer's decision on that image: the SHA-256 (hex) of the PNG,
 * `by` who recorded it (the git user) or decided (by the name they gave), `at` when (ISO 8601), a `note`.
 */
export type Approval = v.InferOutput<typeof approvalSchema>;

/** The image was recorded by an engineer: the check compares with it; nobody reviewing the design has approved it. */
export type Baseline = Extract<Approval, { status: 'baseline' }>;

/** A person reviewing the design approved the image, by name. */
export type Approved = Extract<Approval, { status: 'approved' }>;

/** A person asked for changes: the screen fails the check until it is approved again. */
export type ChangesRequested = Extract<Approval, { status: 'changes-requested' }>;

/** approvals.json's `screens`: screen id → its record. */
const approvalsSchema = v.record(screenIdSchema, approvalSchema);

/** The screens' records (approvals.json's `screens`): screen id (`otp.sent.cooldown/react/en/light`) → its record. */
export type Approvals = Readonly<Record<string, Approval>>;

/** The element of a static review page holding the atlas's approvals as the review server answers them (an `ApprovalsView`). */
export const EMBEDDED_APPROVALS_ID = 'review-embedded-approvals';

/** Screen id → SHA-256 of its image (the images a decision is taken on). */
export type ImageHashes = Readonly<Record<string, string>>;

/**
 * Where a screen stands: `baseline` (as recorded, not reviewed), `approved` (by a reviewer), `changes-requested`,
 * `changed` (its image is not its baseline's) or `no-baseline` (never recorded). The check fails on the last
 * two only (`screenPasses`, `./approvals.ts`).
 */
export type ScreenStatus = 'approved' | 'baseline' | 'changed' | 'changes-requested' | 'no-baseline';

/** Every status, from best to worst: a state stands where its worst screen stands. */
export const SCREEN_STATUSES: readonly ScreenStatus[] = [
  'approved',
  'baseline',
  'changes-requested',
  'changed',
  'no-baseline',
];

/**
 * Each status's mark, the same in the atlas's pages, the review page's Atlas tab and the marks on its
 * chart: a glyph of its own, so the status reads without its colour.
 */
export const STATUS_MARKS: Readonly<Record<ScreenStatus, string>> = {
  approved: '✓',
  baseline: '○',
  changed: '≠',
  'changes-requested': '✎',
  'no-baseline': '?',
};

/** A comment's length at most, in characters. */
const MAX_COMMENT = 2_000;

const reviewerMessage = 'must be the name of the person reviewing the design (1 to 80 characters).';

/** Where a decision applies: every screen of a state (`otp.sent.cooldown`: each app, language and scheme)… */
const decisionTarget = {
  state: v.optional(
    v.pipe(
      v.string('must be a state id such as "otp.sent.cooldown".'),
      v.regex(/^[\w-]+(\.[\w-]+)+$/, 'must be a state id such as "otp.sent.cooldown".'),
    ),
  ),
  screen: v.optional(v.message(screenIdSchema, 'must be a screen id: state/app/lang/scheme.')),
};

/**
 * The name of the person reviewing the design who decides, trimmed: required. A missing name reads as an
 * empty one, so its refusal says what the name must be (as a missing comment's does).
 */
const reviewerSchema = v.optional(
  v.pipe(
    v.string(reviewerMessage),
    v.trim(),
    v.minLength(1, reviewerMessage),
    v.maxLength(80, reviewerMessage),
  ),
  '',
);

/** Names the field a decision may not have. */
const unknownField = (issue: v.StrictObjectIssue) => `Unknown field ${issue.received}.`;

/**
 * A reviewer's decision, as the review server's `POST /atlas/approvals` takes it (JSON): `approved`, or
 * `changes-requested` with a comment saying why (trimmed, at most 2 000 characters), for one of a state or
 * a screen, by a named reviewer. A refusal names the field at fault (`by must be the name of …`).
 */
export const atlasDecisionSchema = v.pipe(
  v.custom<object>(
    (body) => typeof body === 'object' && body !== null && !Array.isArray(body),
    'The body is not a JSON object.',
  ),
  v.variant(
    'decision',
    [
      v.strictObject(
        {
          decision: v.literal('approved'),
          ...decisionTarget,
          comment: v.optional(v.never('goes with "changes-requested" only.')),
          by: reviewerSchema,
        },
        unknownField,
      ),
      v.strictObject(
        {
          decision: v.literal('changes-requested'),
          ...decisionTarget,
          comment: v.optional(
            v.pipe(
              v.string('must say what to change (a request for changes needs one).'),
              v.trim(),
              v.nonEmpty('must say what to change (a request for changes needs one).'),
              v.maxLength(MAX_COMMENT, `is longer than ${MAX_COMMENT} characters.`),
            ),
            '',
          ),
          by: reviewerSchema,
        },
        unknownField,
      ),
    ],
    'must be "approved" or "changes-requested".',
  ),
  v.check(
    (decision) => (decision.state === undefined) !== (decision.screen === undefined),
    'Give one of state (all its screens) or screen (one), not both.',
  ),
);

/** A reviewer's decision, as `POST /atlas/approvals` takes it (its schema: `atlasDecisionSchema` in this file). */
export type AtlasDecision = v.InferOutput<typeof atlasDecisionSchema>;

const schemes = new Set(['light', 'dark']);

/** `otp.sent.cooldown/react/en/light`. */
export function screenId({ state, app, lang, scheme }: ScreenKey): string {
  return `${state}/${app}/${lang}/${scheme}`;
}

/** The parts of a screen id, or `undefined` when `id` is not one. */
export function parseScreenId(id: string): ScreenKey | undefined {
  const [state, app, lang, scheme, ...rest] = id.split('/');
  if (!state || !app || !lang || !scheme || rest.length > 0 || !schemes.has(scheme)) return undefined;
  return { state, app, lang, scheme: scheme as ScreenKey['scheme'] };
}

/** The screen id of an image file name (the inverse of `screenFile`, `./approvals.ts`), or `undefined`. */
export function screenIdOfFile(file: string): string | undefined {
  const match = /^(.+)\.([a-z]+)\.([a-z]{2})(\.dark)?\.png$/.exec(file.replace(/^.*\//, ''));
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  return screenId({ state: match[1], app: match[2], lang: match[3], scheme: match[4] ? 'dark' : 'light' });
}

/**
 * Where a screen stands: `no-baseline` with no record, `changed` when its image is not the recorded one
 * (`matches`: the caller compared them, within the atlas's tolerance), else its record's status
 * (`baseline`, `approved`, `changes-requested`).
 */
export function screenStatus(approval: Approval | undefined, matches: boolean): ScreenStatus {
  if (!approval) return 'no-baseline';
  return matches ? approval.status : 'changed';
}

const statusRank = SCREEN_STATUSES;

/** The worst of `statuses` (`undefined` for none): where a state with those screens stands. */
export function worstStatus(statuses: Iterable<ScreenStatus>): ScreenStatus | undefined {
  let worst: ScreenStatus | undefined;
  for (const status of statuses) {
    if (worst === undefined || statusRank.indexOf(status) > statusRank.indexOf(worst)) worst = status;
  }
  return worst;
}

/**
 * Where each screen of `images` (screen id → SHA-256 of its image now) stands: its image is the approved
 * one when the hashes are equal (the images in the atlas are approved ones, or a person's new candidates).
 */
export function screenStatuses(approvals: Approvals, images: ImageHashes): Record<string, ScreenStatus> {
  return Object.fromEntries(
    Object.entries(images).map(([id, hash]) => [
      id,
      screenStatus(approvals[id], approvals[id]?.sha256 === hash),
    ]),
  );
}

/**
 * What the review server answers for the atlas's approvals (`GET /atlas/approvals.json`, and after each
 * decision): the decisions as approvals.json holds them, and the SHA-256 of each screen's image in the
 * atlas now, so a reader tells an approved screen from one whose image changed since.
 */
export interface ApprovalsView {
  approvals: Approvals;
  images: ImageHashes;
}

/**
 * Reads the screens' records (approvals.json's `screens`, or the review server's `approvals`): an object
 * of screen id → record; throws naming the first screen whose record is malformed.
 */
export function parseApprovalRecords(value: unknown): Approvals {
  return parseWith(approvalsSchema, value, malformedApprovals);
}

/** The error for approvals that are not an object of screen id → record, naming the first bad screen. */
function malformedApprovals({ path }: SchemaProblem): Error {
  return path.length === 0
    ? new Error('atlas: approvals.json must be an object of screen id → decision')
    : new Error(`atlas: approvals.json has a malformed decision for ${String(path[0])}`);
}

/** Reads an {@link ApprovalsView} (the review server's answer); throws naming what is malformed. */
export function parseApprovalsView(text: string): ApprovalsView {
  const view = v.object({ approvals: v.unknown(), images: v.record(screenIdSchema, hashSchema) });
  const { approvals, images } = parseWith(view, JSON.parse(text), ({ path }) =>
    path.length === 0
      ? new Error('atlas: the approvals are not an object')
      : path.length === 1
        ? new Error('atlas: images is not an object of screen id → SHA-256')
        : new Error(`atlas: images has a malformed hash for ${String(path[1])}`),
  );
  return { approvals: parseApprovalRecords(approvals), images };
}
