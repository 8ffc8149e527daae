/**
 * Which states of a machine the atlas covers: the leaves of every region, walked from the machine's
 * root (never a hand-kept list of ids), each matched with an atlas entry or an exclusion with a reason.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** The id of every leaf state (atomic or final) under `machine`'s root, as a dotted path (`history.end`). */
export function leafStates(machine: AnyStateMachine): string[] {
  const leaves: string[] = [];
  const walk = (node: AnyStateNode) => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (children.length === 0) leaves.push(node.path.join('.'));
    for (const child of children) walk(child);
  };
  walk(machine.root);
  return leaves;
}

/**
 * One screen of a state: the state, and which of its screens when it has more than one (an opened
 * voucher by what it shows: a barcode, a web page…).
 */
export interface ScreenOfState {
  state: string;
  /** Tells apart the screens of one state: a word of letters, in the screen's id after a hyphen. */
  variant?: string;
}

/**
 * The id of a screen within its machine: the state (`entry.open`), with its variant after a hyphen
 * (`entry.open-barcode`). State names are camelCase, so the hyphen is the variant's alone; ids stay
 * in the characters the atlas's files and decisions allow (`[\w.-]`).
 */
export function screenStateOf({ state, variant }: ScreenOfState): string {
  return variant === undefined ? state : `${state}-${variant}`;
}

/** What the catalogue says about one machine: the states it screens (some more than once) and those it leaves out. */
export interface CoverageClaims {
  entries: readonly ScreenOfState[];
  exclusions: readonly { state: string; reason: string }[];
}

/** The gaps between a machine and its catalogue; all empty when every state is accounted for. */
export interface CoverageGaps {
  /** Leaves with neither an entry nor an exclusion. */
  missing: string[];
  /** Exclusions whose reason is empty. */
  unexplained: string[];
  /** Entries or exclusions naming a state the machine does not have (renamed or removed). */
  unknown: string[];
  /** States with both an entry and an exclusion, and screens listed twice (a state's entries need variants). */
  duplicated: string[];
}

/** Compares `machine`'s leaves with `claims`. */
export function coverageGaps(machine: AnyStateMachine, claims: CoverageClaims): CoverageGaps {
  const leaves = new Set(leafStates(machine));
  const claimed = [...claims.entries, ...claims.exclusions].map(({ state }) => state);
  const screened = new Set(claims.entries.map(({ state }) => state));
  // Each screen once, and each excluded state once and without a screen.
  const listed = [...claims.entries.map(screenStateOf), ...claims.exclusions.map(({ state }) => state)];
  return {
    missing: [...leaves].filter((state) => !claimed.includes(state)),
    unexplained: claims.exclusions.filter(({ reason }) => reason.trim() === '').map(({ state }) => state),
    unknown: [...new Set(claimed)].filter((state) => !leaves.has(state)),
    duplicated: [
      ...new Set([
        ...listed.filter((id, index) => listed.indexOf(id) !== index),
        ...claims.exclusions.map(({ state }) => state).filter((state) => screened.has(state)),
      ]),
    ],
  };
}

/** Whether a state value (`"locked"`, `{ "history": "end", "entry": "open" }`) is in the leaf `state`. */
export function valueIsIn(value: unknown, state: string): boolean {
  let current: unknown = value;
  const parts = state.split('.');
  for (const [index, part] of parts.entries()) {
    if (typeof current === 'string') return index === parts.length - 1 && current === part;
    if (typeof current !== 'object' || current === null || !(part in current)) return false;
    current = (current as Record<string, unknown>)[part];
  }
  return false;
}
