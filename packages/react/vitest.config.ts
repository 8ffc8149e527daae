import { createRequire } from 'node:module';
import { mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared';

const require = createRequire(import.meta.url);

/** Resolves from the React 18 test environment (`test/react-18`), whose packages see React 18 as their peer. */
const fromReact18 = createRequire(require.resolve('@loyalty-flows/react-18-env/package.json'));
const react18 = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-dom/server',
  '@testing-library/react',
  '@xstate/react',
].map((name) => ({ find: new RegExp(`^${name}$`), replacement: fromReact18.resolve(name) }));

export default mergeConfig(shared, {
  test: {
    environment: 'happy-dom',
    // The sandbox has no CORS headers: the page's origin is not the sandbox's.
    environmentOptions: { happyDOM: { settings: { fetch: { disableSameOriginPolicy: true } } } },
    globalSetup: ['test/sandbox.setup.ts'],
    // The same tests on both React majors the peer range names: 19 (the dev dependency) and 18.
    projects: [
      { extends: true, test: { name: 'react 19', provide: { reactMajor: '19' } } },
      {
        extends: true,
        test: { name: 'react 18', provide: { reactMajor: '18' } },
        resolve: { alias: react18 },
      },
    ],
  },
});
