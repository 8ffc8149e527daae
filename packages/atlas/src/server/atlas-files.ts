import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The state atlas (`npm run atlas` writes it to docs/atlas/) served read-only under `/atlas/`: the
 * catalogue `atlas.json`, the screenshots `img/*.png` and the lit charts `svg/*.svg`, nothing else.
 * A path is matched against those shapes before it is decoded or joined: a name with `%`, `/` beyond
 * the one folder, `..` as a segment or any other character never reaches the file system.
 */

/** The URL prefix of the atlas. */
export const ATLAS_PREFIX = '/atlas/';

/** A file to answer with: its bytes and `Content-Type`. */
export interface AtlasFile {
  body: Buffer;
  contentType: string;
}

const atlasPath =
  /^\/atlas\/(atlas\.json|img\/[A-Za-z0-9_-][A-Za-z0-9._-]*\.png|svg\/[A-Za-z0-9_-][A-Za-z0-9._-]*\.svg)$/;

const contentTypes: Record<string, string> = {
  json: 'application/json; charset=utf-8',
  png: 'image/png',
  svg: 'image/svg+xml',
};

/**
 * The atlas file at URL path `path` (as the request gave it, still encoded), or `undefined` when the path
 * is not one of the atlas's file names or the file is missing.
 *
 * @example
 * await readAtlasFile('/work/repo/docs/atlas', '/atlas/img/otp.idle.react.th.png') // { body, contentType: 'image/png' }
 * await readAtlasFile('/work/repo/docs/atlas', '/atlas/../package.json') // undefined
 */
export async function readAtlasFile(atlasDir: string, path: string): Promise<AtlasFile | undefined> {
  const name = atlasPath.exec(path)?.[1];
  if (name === undefined) return undefined;
  try {
    return {
      body: await readFile(join(atlasDir, name)),
      contentType: contentTypes[name.slice(name.lastIndexOf('.') + 1)] as string,
    };
  } catch {
    return undefined;
  }
}
