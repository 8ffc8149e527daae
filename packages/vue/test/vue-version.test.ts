import { expect, inject, it } from 'vitest';
import { version } from 'vue';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Vue minor a test project runs the suite on (`vitest.config.ts`). */
    vueMinor: string;
  }
}

it('runs the suite on the Vue minor its project names', () => {
  expect(version.split('.').slice(0, 2).join('.')).toBe(inject('vueMinor'));
});
