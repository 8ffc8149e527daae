import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { expect, inject, it } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The React major a test project runs the suite on (`vitest.config.ts`). */
    reactMajor: string;
  }
}

it('runs the suite on the React major its project names, react-dom the same', () => {
  expect(version.split('.')[0]).toBe(inject('reactMajor'));
  expect(domVersion).toBe(version);
});
