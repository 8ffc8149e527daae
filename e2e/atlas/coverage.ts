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

/** What the catalogue says about one machine: the states it screens and those it leaves out. */
export interface CoverageClaims {
  entries: readonly { state: string }[];
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
  /** States with both an entry and an exclusion, or listed twice. */
  duplicated: string[];
}

/** Compares `machine`'s leaves with `claims`. */
export function coverageGaps(machine: AnyStateMachine, claims: CoverageClaims): CoverageGaps {
  const leaves = new Set(leafStates(machine));
  const claimed = [...claims.entries, ...claims.exclusions].map(({ state }) => state);
  return {
    missing: [...leaves].filter((state) => !claimed.includes(state)),
    unexplained: claims.exclusions.filter(({ reason }) => reason.trim() === '').map(({ state }) => state),
    unknown: claimed.filter((state) => !leaves.has(state)),
    duplicated: claimed.filter((state, index) => claimed.indexOf(state) !== index),
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
