import { afterEach, beforeEach, vi } from 'vitest';
import { stopStartedActors } from './started-actors';

/*
 * What every core test starts and ends with: the test files of a worker share one module graph
 * (vitest.shared.ts), so nothing a test leaves behind may reach the next file.
 */

/**
 * Every test starts without a `navigator`, as on Node 20, unless it stubs one of its own. Node 22 and 24
 * have one, with a `navigator.locks` that is one per process: the test files of a worker share it, so a
 * Web Lock a tab of an earlier file still waited for would hold a later file's tabs, by test order.
 * Vitest puts the global back after each test (`unstubGlobals`).
 */
beforeEach(() => {
  vi.stubGlobal('navigator', undefined);
});

/** The fixtures' actors stop with their test (`started-actors.ts`). */
afterEach(stopStartedActors);
