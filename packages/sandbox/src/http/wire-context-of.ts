import type { Context } from 'hono';
import type { SandboxState } from '../state/sandbox-state';
import type { WireContext } from '../wire/wire-context';
import type { SandboxEnv } from './env';

// Apart from wire-context.ts, which the stored records import: the state imports them in turn.
/** The {@link WireContext} of a request: the `publicUrl` option, else the request's own origin. */
export function wireContextOf(c: Context<SandboxEnv>, state: SandboxState): WireContext {
  return {
    now: state.clock.now(),
    timeZone: state.options.serviceTimeZone,
    origin: state.options.publicUrl ?? new URL(c.req.url).origin,
  };
}
