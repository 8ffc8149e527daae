import {
  type Approval,
  type Approvals,
  type ImageHashes,
  parseApprovalRecords,
  parseScreenId,
  type ScreenStatus,
  worstStatus,
} from './approval-records';

/**
 * The state atlas's approvals as the atlas writes and checks them (docs/atlas/approvals.json): the check's
 * rule (a screen passes when it matches its baseline), the images' file names, the selection of screens a
 * decision takes, approving, recording baselines and asking for changes, the states' tally, and the file's
 * form and versions. What the review page's Atlas tab reads of them (screen ids, a record and its status,
 * the review server's view) is `./approval-records.ts`'s.
 *
 * Pure functions over plain data (an `Approvals` object in, a new one out; nothing is mutated); the file
 * IO is `./approval-files.ts`'s.
 */

/** Whether a screen passes the check: it matches its baseline. Approval is shown, never needed. */
export function screenPasses(status: ScreenStatus): boolean {
  return status !== 'changed' && status !== 'no-baseline';
}

/** The image's file name under docs/atlas/img: `otp.sent.cooldown.react.en.png` (`.en.dark.png` dark). */
export function screenFile(id: string): string {
  const key = parseScreenId(id);
  if (!key) throw new Error(`atlas: ${JSON.stringify(id)} is not a screen id (state/app/lang/scheme)`);
  return `${key.state}.${key.app}.${key.lang}${key.scheme === 'dark' ? '.dark' : ''}.png`;
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
    ? migrateVersion1(parseApprovalRecords(parsed))
    : parseApprovalRecords((parsed as { screens?: unknown }).screens);
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
