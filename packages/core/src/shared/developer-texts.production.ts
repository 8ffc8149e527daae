/**
 * The default build's `developer-texts.ts` (tsdown.config.ts loads this file in its place): the same
 * errors in the fewest words that still say what to do; `developer-texts.ts` has the full words.
 */
import type * as full from './developer-texts';

/** The factory that builds the machine with a client. */
export const noClientText: typeof full.noClientText = (factory) => `${factory}({ client })`;

/** None: the error's name (`InterruptedCallError`) says it. */
export const interruptedCallText: typeof full.interruptedCallText = '';
