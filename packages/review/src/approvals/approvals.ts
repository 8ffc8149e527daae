import * as v from 'valibot';
import { parseWith, type SchemaProblem } from '../schema-problem';

/**
 * The state atlas's approvals (docs/atlas/approvals.json): for each screen (state × app × language ×
 * scheme) the SHA-256 of its recorded image, who recorded or decided and when, and where it stands: a
 * **baseline** (recorded by an engineer: what the check compares with, not an approval), **approved** by a
 * person reviewing the design, named, or with changes requested. The check needs a baseline only; the
 * approval is shown, never needed to pass. One home for the rules, shared by the review page (its Atlas tab and the marks on its
 * chart) and `@loyalty-flows/atlas` (`loyalty-atlas record --approve`, the check, the review server's
 * `POST /atlas/approvals`), which has them through `@loyalty-flows/review/formats`.
 *
 * Pure functions over plain data (an `Approvals` object in, a new one out; nothing is mutated), with no
 * Node import, so the page bundles them too; reading and writing files is the atlas package's.
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

/** Screen id → SHA-256 of its image (the images a decision is taken on). */
export type ImageHashes = Readonly<Record<string, string>>;

/**
 * Where a screen stands: `baseline` (as recorded, not reviewed), `approved` (by a reviewer), `changes-requested`,
 * `changed` (its image is not its baseline's) or `no-baseline` (never recorded). The check fails on the last
 * two only ({@link screenPasses}).
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

/** Whether a screen passes the check: it matches its baseline. Approval is shown, never needed. */
export function screenPasses(status: ScreenStatus): boolean {
  return status !== 'changed' && status !== 'no-baseline';
}

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

/** A reviewer's decision (see {@link atlasDecisionSchema}). */
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

/** The image's file name under docs/atlas/img: `otp.sent.cooldown.react.en.png` (`.en.dark.png` dark). */
export function screenFile(id: string): string {
  const key = parseScreenId(id);
  if (!key) throw new Error(`atlas: ${JSON.stringify(id)} is not a screen id (state/app/lang/scheme)`);
  return `${key.state}.${key.app}.${key.lang}${key.scheme === 'dark' ? '.dark' : ''}.png`;
}

/** The screen id of an image file name (the inverse of {@link screenFile}), or `undefined`. */
export function screenIdOfFile(file: string): string | undefined {
  const match = /^(.+)\.([a-z]+)\.([a-z]{2})(\.dark)?\.png$/.exec(file.replace(/^.*\//, ''));
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  return screenId({ state: match[1], app: match[2], lang: match[3], scheme: match[4] ? 'dark' : 'light' });
}

/**
 * The screen ids that `selectors` name among `screens`: `all`, a state id (`otp.sent.cooldown`: each of
 * its apps, languages and schemes) or one screen id. Throws naming a selector that matches no screen, so
 * a typo approves nothing rather than silently less.
 */
export function selectScreens(selectors: readonly string[], screens: Iterable<string>): string[] {
  const all = [...screens].sort();
  const chosen = new Set<string>();
  for (const selector of selectors) {
    const matches =
      selector === 'all' ? all : all.filter((id) => id === selector || parseScreenId(id)?.state === selector);
    if (matches.length === 0) throw new Error(`atlas: no screen matches ${JSON.stringify(selector)}`);
    for (const id of matches) chosen.add(id);
  }
  return [...chosen].sort();
}

/**
 * A person reviewing the design approves the images of the screens `selectors` name (see
 * {@link selectScreens}): each gets the hash of its image in `images`, the reviewer's name `by`, the time
 * and `note`. Returns the new approvals; the others are untouched. Throws without a name: an approval
 * says who looked.
 *
 * @example approve(approvals, hashes, ['otp.sent.cooldown'], 'Ploy', 'new button colour')
 */
export function approve(
  approvals: Approvals,
  images: ImageHashes,
  selectors: readonly string[],
  by: string,
  note?: string,
  at: Date = new Date(),
): Approvals {
  return record(approvals, images, selectors, 'approved', reviewerName(by), note, at);
}

/**
 * Records the images of the screens `selectors` name as their baselines (what the check compares with),
 * by `by` (the engineer, the git user): not an approval. A screen whose image is already its record's
 * keeps its record (an approval of that very image stays).
 */
export function recordBaselines(
  approvals: Approvals,
  images: ImageHashes,
  selectors: readonly string[],
  by: string,
  note?: string,
  at: Date = new Date(),
): Approvals {
  const kept = Object.fromEntries(
    Object.entries(images).filter(([id, hash]) => approvals[id]?.sha256 !== hash),
  );
  const chosen = selectScreens(selectors, Object.keys(images)).filter((id) => id in kept);
  return chosen.length === 0 ? approvals : record(approvals, kept, chosen, 'baseline', by, note, at);
}

/** A reviewer's name, trimmed; throws when there is none (or it is longer than 80 characters). */
export function reviewerName(by: string): string {
  const name = by.trim();
  if (name === '') throw new Error('atlas: an approval needs the name of the person reviewing the design');
  if (name.length > 80) throw new Error('atlas: a reviewer name is at most 80 characters');
  return name;
}

function record(
  approvals: Approvals,
  images: ImageHashes,
  selectors: readonly string[],
  status: 'approved' | 'baseline',
  by: string,
  note: string | undefined,
  at: Date,
): Approvals {
  const next: Record<string, Approval> = { ...approvals };
  for (const id of selectScreens(selectors, Object.keys(images))) {
    const hash = images[id];
    if (!hash) continue;
    next[id] = { sha256: hash, by, at: at.toISOString(), ...(note ? { note } : {}), status };
  }
  return next;
}

/**
 * Asks for changes to screen `id` (a screen id, not a state): it fails the check until approved again.
 * The decision is about the image already recorded for it, or `sha256` (a screen never approved).
 */
export function requestChanges(
  approvals: Approvals,
  id: string,
  by: string,
  comment: string,
  { sha256: hash, at = new Date() }: { sha256?: string; at?: Date } = {},
): Approvals {
  if (!parseScreenId(id)) throw new Error(`atlas: ${JSON.stringify(id)} is not a screen id`);
  if (comment.trim() === '') throw new Error('atlas: a change request needs a comment');
  const reviewed = hash ?? approvals[id]?.sha256;
  if (!reviewed) throw new Error(`atlas: ${id} has no image to comment on`);
  const { note } = approvals[id] ?? {};
  return {
    ...approvals,
    [id]: {
      sha256: reviewed,
      by,
      at: at.toISOString(),
      ...(note ? { note } : {}),
      status: 'changes-requested',
      comment,
    },
  };
}

/** The approvals of `screens` only: a screen no longer made (a state gone from the atlas) drops out. */
export function keepScreens(approvals: Approvals, screens: Iterable<string>): Approvals {
  const kept = new Set(screens);
  return Object.fromEntries(Object.entries(approvals).filter(([id]) => kept.has(id)));
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

/** Each state's standing (state id → the worst of its screens'), from screen id → status. */
export function stateStatuses(statuses: Readonly<Record<string, ScreenStatus>>): Map<string, ScreenStatus> {
  const byState = new Map<string, ScreenStatus[]>();
  for (const [id, status] of Object.entries(statuses)) {
    const state = parseScreenId(id)?.state ?? id;
    byState.set(state, [...(byState.get(state) ?? []), status]);
  }
  return new Map([...byState].map(([state, list]) => [state, worstStatus(list) ?? 'no-baseline']));
}

/** The states' standing, for the atlas's index: a state counts under the worst of its screens. */
export function stateTally(statuses: Readonly<Record<string, ScreenStatus>>): Record<ScreenStatus, number> {
  const tally: Record<ScreenStatus, number> = {
    approved: 0,
    baseline: 0,
    changed: 0,
    'changes-requested': 0,
    'no-baseline': 0,
  };
  for (const status of stateStatuses(statuses).values()) tally[status] += 1;
  return tally;
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * approvals.json's format: `{ "version": 2, "screens": { <screen id>: <record> } }`. Version 1 (no version
 * field: the screens at the top) had no baselines: every screen was `approved`, recorded by whoever ran the
 * recorder, so reading it turns each `approved` into a `baseline` (nobody reviewing the design is named).
 */
export const APPROVALS_VERSION = 2;

/** The file's text: keys sorted at every level, two spaces, one screen per group of lines (diffs read well). */
export function serializeApprovals(approvals: Approvals): string {
  return `${JSON.stringify({ version: APPROVALS_VERSION, screens: sortedKeys(approvals) }, null, 2)}\n`;
}

/**
 * Reads the file's text (version 2, or version 1 migrated: see {@link APPROVALS_VERSION}); throws naming
 * the first screen whose record is malformed, or a version it does not know.
 */
export function parseApprovals(text: string): Approvals {
  const parsed: unknown = JSON.parse(text);
  const { version } = (parsed ?? {}) as { version?: unknown };
  if (version !== undefined && version !== APPROVALS_VERSION) {
    throw new Error(
      `atlas: approvals.json has version ${JSON.stringify(version)}; this reads ${APPROVALS_VERSION}`,
    );
  }
  return version === undefined
    ? migrateVersion1(parseWith(approvalsSchema, parsed, malformedApprovals))
    : parseWith(approvalsSchema, (parsed as { screens?: unknown }).screens, malformedApprovals);
}

/** Version 1's approvals as baselines: none of them named a person reviewing the design. */
function migrateVersion1(approvals: Approvals): Approvals {
  return Object.fromEntries(
    Object.entries(approvals).map(([id, approval]) => [
      id,
      approval.status === 'approved' ? { ...approval, status: 'baseline' as const } : approval,
    ]),
  );
}

/** The error for approvals that are not an object of screen id → record, naming the first bad screen. */
function malformedApprovals({ path }: SchemaProblem): Error {
  return path.length === 0
    ? new Error('atlas: approvals.json must be an object of screen id → decision')
    : new Error(`atlas: approvals.json has a malformed decision for ${String(path[0])}`);
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
  return { approvals: parseWith(approvalsSchema, approvals, malformedApprovals), images };
}
