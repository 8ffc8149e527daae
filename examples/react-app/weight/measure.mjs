#!/usr/bin/env node
/**
 * What the three flows add to a Vite React app, as a user's production build has it: two apps built
 * with Vite (production, minified), one rendering the provider and the three hooks, one the same page
 * without them; the difference of their JavaScript, gzipped, is the flows' weight (xstate, the
 * bindings, core, client and ofetch included). Prints JSON: `{ otp, threeFlows }` in bytes.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const here = import.meta.dirname;

const page = (imports, body) => `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
${imports}
createRoot(document.getElementById('root')).render(<StrictMode>${body}</StrictMode>);
`;

const flows = (hooks) =>
  page(
    `import { createLoyaltyClient } from '@loyalty-flows/client';
import { LoyaltyProvider, ${hooks.join(', ')} } from '@loyalty-flows/react';
const client = createLoyaltyClient({ baseURL: location.origin, subscriptionKey: 'k', appId: 'a', token: 't' });
function Flows() {
${hooks.map((hook, index) => `  const flow${index} = ${hook === 'useOtp' ? "useOtp({ contact: { contactNumber: '0812345678' } })" : `${hook}()`};`).join('\n')}
  return <pre>{JSON.stringify([${hooks.map((_, index) => `flow${index}.view`).join(', ')}])}</pre>;
}`,
    '<LoyaltyProvider client={client}><Flows /></LoyaltyProvider>',
  );

const apps = {
  none: page('', '<pre>{JSON.stringify([])}</pre>'),
  otp: flows(['useOtp']),
  threeFlows: flows(['useOtp', 'useRedemptions', 'useNotifications']),
};

async function gzippedJs(source) {
  const dir = mkdtempSync(join(here, '.app-'));
  try {
    writeFileSync(join(dir, 'main.jsx'), source);
    writeFileSync(
      join(dir, 'index.html'),
      '<div id="root"></div><script type="module" src="./main.jsx"></script>',
    );
    await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      esbuild: { jsx: 'automatic' },
      build: { outDir: join(dir, 'dist'), emptyOutDir: true },
    });
    const assets = join(dir, 'dist', 'assets');
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((total, file) => total + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const sizes = {};
for (const [name, source] of Object.entries(apps)) sizes[name] = await gzippedJs(source);
process.stdout.write(
  `${JSON.stringify({ otp: sizes.otp - sizes.none, threeFlows: sizes.threeFlows - sizes.none })}\n`,
);
