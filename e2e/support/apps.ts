/** An example app under test: its name and the URL its preview server answers on. */
export interface AppUnderTest {
  name: 'react' | 'vue';
  url: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    apps: AppUnderTest[];
    sandboxUrl: string;
  }
}
