import { readFileSync } from 'node:fs';
import { defineConfig, type UserConfig } from 'tsdown';

/** `description: '…'` in a machine definition (a state's or a transition's), with its comma. */
const descriptionProperty = /\bdescription:\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*,?/g;

/**
 * The machines' `description` texts are for people reading a machine: the Stately inspector and the
 * generated docs/machines pages. The default build leaves them out, so an app's production bundle
 * carries none; the `development` build (the `development` export condition, which Vite, webpack and
 * Next use while developing, and `node --conditions=development`) keeps them for the inspector. This is
 * xstate's own split (`xstate.development.esm.js`). The machines behave the same in both builds: a
 * description is only read by tools.
 */
const withoutDescriptions = {
  name: 'loyalty-flows:without-descriptions',
  transform: {
    // The machines, and the list region they share.
    filter: { id: /\.machine\.ts$|[\\/]paged-list-region\.ts$/ },
    handler(code: string, id: string) {
      // Blanked rather than cut, so every other token keeps its line and column (the source maps hold).
      const stripped = code.replace(descriptionProperty, (found) => found.replace(/[^\n]/g, ' '));
      // Every description must be a plain one-line literal the pattern removes: a template or a
      // concatenation would stay in the bundle unnoticed.
      if (/\bdescription:/.test(stripped))
        throw new Error(`${id}: a description the build cannot remove is left`);
      return { code: stripped, map: null };
    },
  },
};

/**
 * The words a developer reads when a machine is built wrong (src/shared/developer-texts.ts) are
 * shorter in the default build: it loads `developer-texts.production.ts` in that module's place. The
 * `development` build, tests and the source condition keep the full words; the errors are the same.
 */
const shortDeveloperTexts = {
  name: 'loyalty-flows:short-developer-texts',
  load: {
    filter: { id: /[\\/]developer-texts\.ts$/ },
    handler(id: string) {
      return readFileSync(id.replace(/\.ts$/, '.production.ts'), 'utf8');
    },
  },
};

const shared = {
  // What the flows share (the root), what apps using a binding need (`/app`), one entry point per
  // flow (`/otp`, …), redaction for the apps that inspect (`/inspect`), and the Thai texts, only for
  // the apps that show them (`/messages/th`).
  entry: [
    'src/index.ts',
    'src/app.ts',
    'src/otp/index.ts',
    'src/redemption/index.ts',
    'src/notifications/index.ts',
    'src/inspect/index.ts',
    'src/shared/messages-th.ts',
  ],
  format: ['esm', 'cjs'],
  sourcemap: true,
  // One output file per source module: with `"sideEffects": false`, an app that imports one machine
  // bundles only that machine's modules.
  unbundle: true,
} satisfies UserConfig;

export default defineConfig([
  { ...shared, dts: true, plugins: [withoutDescriptions, shortDeveloperTexts] },
  { ...shared, dts: false, outDir: 'dist/development', clean: false },
]);
