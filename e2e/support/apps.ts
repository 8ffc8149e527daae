/** An example app under test: its name and the URL its preview server answers on. */
export interface AppUnderTest {
  name: 'react' | 'vue' | 'liff';
  url: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    apps: AppUnderTest[];
    /** The LINE (LIFF) example, on @line/liff-mock: its own specs only (specs/liff.e2e.ts). */
    liffApps: AppUnderTest[];
    sandboxUrl: string;
  }
}
