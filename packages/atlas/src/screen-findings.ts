/**
 * The screen checks' verdict: each screen's findings (`screen-audit.ts`, `screen-axe.ts`,
 * `screen-pairs.ts`) less those an explicit allowlist names, in words that name every screen. An allowed
 * finding carries its reason, so nothing is hidden, and one the screens no longer have is reported as
 * stale, so the list only shrinks.
 */
import type { ScreenCheckKind, ScreenFinding } from './screen-audit';

/** Screen id (`otp.locked/react/en/light`) → what the checks found on it. */
export type ScreenFindings = ReadonlyMap<string, readonly ScreenFinding[]>;

/** A known defect let through, with why: the next engineer fixes the screen and removes the entry. */
export interface AllowedFinding {
  /** The state id (`notifications.list.end`): every app, language and scheme of it. */
  state: string;
  check: ScreenCheckKind;
  /** One line: what is wrong and what would fix it. */
  reason: string;
}

/** The state id of a screen id (`otp.locked/react/en/light` → `otp.locked`). */
const stateOf = (screen: string) => screen.split('/')[0] ?? screen;

/**
 * The findings no allowlist entry covers, by screen, and the entries that covered nothing (stale).
 */
export function unexpectedFindings(
  findings: ScreenFindings,
  allowed: readonly AllowedFinding[],
): { failing: Map<string, ScreenFinding[]>; stale: AllowedFinding[] } {
  const used = new Set<AllowedFinding>();
  const failing = new Map<string, ScreenFinding[]>();
  for (const [screen, list] of findings) {
    const left = list.filter((finding) => {
      const entry = allowed.find((each) => each.state === stateOf(screen) && each.check === finding.check);
      if (entry) used.add(entry);
      return !entry;
    });
    if (left.length > 0) failing.set(screen, left);
  }
  return { failing, stale: allowed.filter((entry) => !used.has(entry)) };
}

/** The failing screens in words, each finding on a line of its own, and the stale allowlist entries. */
export function findingsMessage(
  failing: ReadonlyMap<string, readonly ScreenFinding[]>,
  stale: readonly AllowedFinding[] = [],
): string {
  const lines = [...failing]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([screen, list]) => [
      `  ${screen}:`,
      ...list.map((finding) => `    ${finding.check} ${finding.element}: ${finding.detail}`),
    ]);
  return [
    ...(failing.size > 0 ? [`atlas screen checks: ${failing.size} screens fail`, ...lines] : []),
    ...stale.map(
      (entry) => `  allowlist entry no longer needed: ${entry.state} ${entry.check} (${entry.reason})`,
    ),
  ].join('\n');
}
