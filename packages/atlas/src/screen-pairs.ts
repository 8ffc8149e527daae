/**
 * The React and Vue screens of one state, language and scheme are one picture: with the clock, data and
 * rounding pinned alike, at most {@link PAIR_TOLERANCE_PIXELS} pixels may differ (pixelmatch at the
 * atlas's threshold, `atlas-pixels.ts`). Run by the atlas e2e check over the replay's images.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseScreenId, screenId } from './approval-records';
import { screenFile } from './approvals';
import { diffPngs } from './atlas-pixels';
import type { ScreenFinding } from './screen-audit';

/** Pixels two apps' screens of one state may differ by (anti-aliasing at a glyph's edge). */
export const PAIR_TOLERANCE_PIXELS = 4;

/** A pair of screens that differ: the screen ids and how. */
export interface PairFinding extends ScreenFinding {
  /** The first app's screen id (`otp.locked/react/en/light`). */
  screen: string;
  /** The other app's. */
  other: string;
}

/**
 * Compares each screen of `apps[0]` in `screens` with the same state, language and scheme in every other
 * app, from the images in `dir` (`img/<state>.<app>.<lang>[.dark].png`). A screen one app has and the
 * other does not is not compared (the replay names the one it could not reach).
 */
export function comparePairs(
  dir: string,
  screens: readonly string[],
  apps: readonly string[],
): PairFinding[] {
  const [first, ...others] = apps;
  const findings: PairFinding[] = [];
  for (const id of [...screens].sort()) {
    const key = parseScreenId(id);
    if (!key || key.app !== first) continue;
    for (const app of others) {
      const other = screenId({ ...key, app });
      const [a, b] = [join(dir, screenFile(id)), join(dir, screenFile(other))];
      if (!existsSync(a) || !existsSync(b)) continue;
      const diff = diffPngs(readFileSync(a), readFileSync(b));
      if (diff.pixels <= PAIR_TOLERANCE_PIXELS) continue;
      findings.push({
        check: 'apps-differ',
        screen: id,
        other,
        element: 'the whole screen',
        detail: diff.resized
          ? 'the two screens differ in size'
          : `${diff.pixels} pixels differ (at most ${PAIR_TOLERANCE_PIXELS})`,
      });
    }
  }
  return findings;
}
