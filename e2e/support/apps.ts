/** An example app under test: its name and the URL its preview server answers on. */
export interface AppUnderTest {
  name: 'react' | 'vue' | 'liff';
  url: string;
}

/** What one test worker drives: a sandbox of its own and the apps' previews forwarding to it. */
export interface SuiteLane {
  apps: AppUnderTest[];
  /** The LINE (LIFF) example, on @line/liff-mock: its own specs only (specs/liff.e2e.ts). */
  liffApps: AppUnderTest[];
  sandboxUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One lane per test worker, in the order of `VITEST_POOL_ID` (1, 2, …). */
    lanes: SuiteLane[];
  }
}
