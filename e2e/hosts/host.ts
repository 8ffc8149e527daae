/**
 * A server-rendering host app under test: its name and the URL its production server answers on, or
 * why it did not build or start (the spec reports that as the host's failure).
 */
export interface HostUnderTest {
  name: 'next' | 'nuxt';
  url?: string;
  failure?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    hosts: HostUnderTest[];
    sandboxUrl: string;
  }
}
