import type { HttpBindings } from '@hono/node-server';

/**
 * Hono environment of the sandbox app. The Node bindings are present only when @hono/node-server
 * serves the app; `app.request()` in-process has none.
 */
export interface SandboxEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    /** The user the request's token belongs to (set by the auth middleware). */
    userId: string;
  };
}
