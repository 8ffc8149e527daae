/**
 * A host app under test: its name and the URL its production server answers on, or why it did not
 * build or start (the spec reports that as the host's failure). `next` and `nuxt` render on the server;
 * `react18` is a Vite React 18 app on the packed packages.
 */
export interface HostUnderTest {
  name: 'next' | 'nuxt' | 'react18';
  url?: string;
  failure?: string;
  /** The React the host installed (react18). */
  reactVersion?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    hosts: HostUnderTest[];
    sandboxUrl: string;
  }
}
