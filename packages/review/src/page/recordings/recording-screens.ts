import type { AtlasRecord, AtlasShot } from '../../atlas.schema';
import { statePaths } from '../../graph/active-nodes';
import type { Json } from '../../session.schema';

/**
 * The state atlas's screen of a state a recording was in: the atlas names a state by its path in the
 * machine (`sent.cooldown`; for a parallel machine each region's own, `history.ready`), with shots per app,
 * language and colour scheme (`../atlas.schema.ts`).
 */

/** A state's screen in the atlas, and which state path it is of. */
export interface StateScreen {
  /** The atlas entry's state (`sent.cooldown`). */
  state: string;
  shot: AtlasShot;
}

/**
 * The screen of `value` of machine `machine` in the atlas: of the first leaf path the atlas has (those in
 * `prefer` first: the regions that differ from the other recording), shot in the recording's app (its name
 * in the atlas: the tab's `atlasApp`) and the page's language when there is one, light before dark.
 *
 * @example
 * screenOf(atlas, 'otp', { sent: 'cooldown' }, { app: 'react', language: 'en' })?.shot.file
 * // 'img/otp.sent.cooldown.react.en.png'
 */
export function screenOf(
  atlas: AtlasRecord,
  machine: string,
  value: Json,
  { app, language, prefer = [] }: { app: string; language: string; prefer?: readonly string[] },
): StateScreen | undefined {
  const entries = atlas.machines.find((candidate) => candidate.machine === machine)?.entries ?? [];
  const paths = statePaths(value);
  const ordered = [
    ...paths.filter((path) => prefer.includes(path)),
    ...paths.filter((path) => !prefer.includes(path)),
  ];
  for (const path of ordered) {
    const entry = entries.find((candidate) => candidate.state === path);
    if (!entry || entry.shots.length === 0) continue;
    const rank = (shot: AtlasShot) =>
      (shot.app === app ? 0 : 4) + (shot.lang === language ? 0 : 2) + (shot.scheme === 'light' ? 0 : 1);
    const [shot] = [...entry.shots].sort((a, b) => rank(a) - rank(b));
    if (shot) return { state: path, shot };
  }
  return undefined;
}
