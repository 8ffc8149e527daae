import { describe, expect, it, vi } from 'vitest';
import type { AtlasRecord } from '../src/atlas.schema';
import { AtlasFileError, createAtlasResource, parseAtlas } from '../src/atlas-file';

/** The page's one atlas (the Atlas tab and the screens of the recordings compared show it). */

const fixture: AtlasRecord = {
  apps: ['react'],
  languages: ['en'],
  machines: [
    {
      machine: 'otp',
      states: 1,
      entries: [
        {
          state: 'idle',
          description: 'Nothing sent yet.',
          events: [],
          steps: [],
          shots: [{ app: 'react', lang: 'en', scheme: 'light', file: 'img/otp.idle.react.en.png' }],
        },
      ],
      exclusions: [],
    },
  ],
};

describe("the page's atlas", () => {
  it('is fetched once for every view that opens it, and tells each when it is read', async () => {
    const fetchAtlas = vi.fn(async () => new Response(JSON.stringify(fixture)));
    const atlas = createAtlasResource(fetchAtlas);
    const [first, second] = [vi.fn(), vi.fn()];
    atlas.open(first);
    atlas.open(second);
    expect(atlas.load.kind).toBe('loading');
    await vi.waitFor(() => expect(second).toHaveBeenCalled());
    expect(first).toHaveBeenCalledOnce();
    expect(fetchAtlas).toHaveBeenCalledOnce();
    expect(atlas.load).toEqual({ kind: 'read', atlas: fixture });
  });

  it('says there is none (404), or why it could not be read', async () => {
    const missing = createAtlasResource(async () => new Response('Not found.', { status: 404 }));
    missing.open(() => {});
    await vi.waitFor(() => expect(missing.load).toEqual({ kind: 'missing' }));
    const broken = createAtlasResource(async () => new Response('{'));
    broken.open(() => {});
    await vi.waitFor(() => expect(broken.load).toEqual({ kind: 'failed', reason: 'the file is not JSON' }));
    expect(() => parseAtlas('[]')).toThrow(AtlasFileError);
  });
});
