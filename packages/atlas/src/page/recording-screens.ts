import type { ReviewComparedState, ReviewStateScreens } from '@loyalty-flows/review';
import type { AtlasRecord, AtlasShot } from '../atlas.schema';
import { ATLAS_URL, type AtlasLoad, type AtlasResource } from '../atlas-file';
import { message } from './atlas-messages';

/**
 * The atlas's screens of the states two recordings compared are in, which the review page's "Compare
 * recordings" tab shows beside each side (`stateScreens` of the page's extension API). The atlas names a
 * state by its path in the machine (`sent.cooldown`; for a parallel machine each region's own,
 * `history.ready`), with shots per app, language and colour scheme (`../atlas.schema.ts`).
 */

/** A state's screen in the atlas, and which state path it is of. */
export interface StateScreen {
  /** The atlas entry's state (`sent.cooldown`). */
  state: string;
  shot: AtlasShot;
}

/**
 * The screen of a compared state in the atlas: of the first of its leaf paths (`paths`, those that differ
 * from the other recording first) the atlas has, shot in the recording's app (its name in the atlas) and
 * the page's language when there is one, light before dark.
 *
 * @example
 * screenOf(atlas, { machine: 'otp', paths: ['sent.cooldown'], app: 'react', language: 'en' })?.shot.file
 * // 'img/otp.sent.cooldown.react.en.png'
 */
export function screenOf(
  atlas: AtlasRecord,
  { machine, paths, app, language }: Pick<ReviewComparedState, 'machine' | 'paths' | 'app' | 'language'>,
): StateScreen | undefined {
  const entries = atlas.machines.find((candidate) => candidate.machine === machine)?.entries ?? [];
  for (const path of paths) {
    const entry = entries.find((candidate) => candidate.state === path);
    if (!entry || entry.shots.length === 0) continue;
    const rank = (shot: AtlasShot) =>
      (shot.app === app ? 0 : 4) + (shot.lang === language ? 0 : 2) + (shot.scheme === 'light' ? 0 : 1);
    const [shot] = [...entry.shots].sort((a, b) => rank(a) - rank(b));
    if (shot) return { state: path, shot };
  }
  return undefined;
}

/**
 * The atlas's screens for the comparison, in `language`: loads the atlas the first time it is asked
 * (`onSettled` when it is in), says why none are shown until it is read, then gives each side its screen,
 * its image under `imageBase` (default {@link ATLAS_URL}).
 */
export function recordingScreens(
  atlas: AtlasResource,
  language: string,
  { imageBase, onSettled }: { imageBase?: string | undefined; onSettled: () => void },
): ReviewStateScreens {
  atlas.open(onSettled);
  const { load } = atlas;
  return {
    key: load.kind,
    note: load.kind === 'read' ? undefined : loadNote(load, language),
    screen(compared) {
      const screen = load.kind === 'read' ? screenOf(load.atlas, compared) : undefined;
      if (!screen) return message(language, 'screensNone', { state: compared.state });
      const { machine } = compared;
      return {
        state: screen.state,
        src: `${imageBase ?? ATLAS_URL}${screen.shot.file}`,
        alt: message(language, 'screensAlt', { machine, state: screen.state }),
        caption: `${machine}.${screen.state}`,
      };
    },
  };
}

/** Why no screens are shown: no server, no atlas, loading, unreadable. */
function loadNote(load: Exclude<AtlasLoad, { kind: 'read' }>, language: string): string {
  if (load.kind === 'failed') return message(language, 'atlasFailed', { reason: load.reason });
  if (load.kind === 'noServer') return message(language, 'screensNoServer');
  return message(language, load.kind === 'missing' ? 'screensNoAtlas' : 'atlasLoading');
}
