import { createRequire } from 'node:module';
import { mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared';

const require = createRequire(import.meta.url);

/** Resolves from the Vue 3.3 test environment (`test/vue-3.3`), whose packages see Vue 3.3 as their peer. */
const fromVue33 = createRequire(require.resolve('@loyalty-flows/vue-3-3-env/package.json'));
const vue33 = ['vue', 'vue/server-renderer', '@vue/test-utils', '@xstate/vue'].map((name) => ({
  find: new RegExp(`^${name}$`),
  replacement: fromVue33.resolve(name),
}));

export default mergeConfig(shared, {
  test: {
    environment: 'happy-dom',
    // The sandbox has no CORS headers: the page's origin is not the sandbox's.
    environmentOptions: { happyDOM: { settings: { fetch: { disableSameOriginPolicy: true } } } },
    globalSetup: ['test/sandbox.setup.ts'],
    // The same tests on the newest Vue (the dev dependency) and on 3.3, the oldest minor the peer range names.
    projects: [
      { extends: true, test: { name: 'vue 3.5', provide: { vueMinor: '3.5' } } },
      { extends: true, test: { name: 'vue 3.3', provide: { vueMinor: '3.3' } }, resolve: { alias: vue33 } },
    ],
  },
});
