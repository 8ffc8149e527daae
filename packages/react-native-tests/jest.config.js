/**
 * React Native's jest preset, as React Native teams run it: no simulator, native modules mocked
 * (AsyncStorage and NetInfo by their packages' official mocks, in `jest/setup.js`).
 */
const path = require('node:path');

const reactNative = path.dirname(require.resolve('react-native/package.json'));

module.exports = {
  preset: '@react-native/jest-preset',
  // The 0.87 preset maps `react-native/<subpath>` to files; 0.88 added an exported entry that
  // @testing-library/react-native imports, which lives elsewhere.
  moduleNameMapper: {
    '^react-native/react-private-interface$': `${reactNative}/src/react-private-interface.js`,
    // The sandbox finds its Thai font with `import.meta`, which Jest's CommonJS cannot run: this finds it
    // with `require.resolve` from the sandbox's folder instead.
    '^\\./font-package$': '<rootDir>/jest/font-package.js',
  },
  testEnvironment: '<rootDir>/jest/source-environment.js',
  // pnpm keeps packages under node_modules/.pnpm/<name@version>/node_modules/<name>: React Native's
  // packages are shipped untranspiled (Flow, ESM) and must go through Babel there too, as must the
  // ESM-only packages the client (ofetch) and the sandbox (hono) use.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(react-native|@react-native|@react-native-community|@react-native-async-storage|ofetch|destr|ufo|hono|@hono)/)',
  ],
  // React Native resolves ofetch to its ESM build (the `react-native` condition), as Metro does.
  transform: { '^.+\\.(js|mjs|ts|tsx)$': 'babel-jest' },
  setupFiles: ['<rootDir>/jest/setup.js'],
  testMatch: ['<rootDir>/test/**/*.test.{ts,tsx}'],
  // The first render pulls React Native's module graph through Babel; on a cold cache, with npm test's other
  // suites sharing two cores, that alone took over 20 s in a fresh clone. A hang still fails.
  testTimeout: 90_000,
};
