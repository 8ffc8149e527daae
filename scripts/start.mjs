#!/usr/bin/env node
// The main job: the sandbox service on 127.0.0.1:8787, the review server on 127.0.0.1:8790 (docs/inspector.md)
// and both example apps' Vite dev servers, whose proxies forward /api to that sandbox and whose Inspect switch
// sends to that review server. Prints where everything is; Ctrl-C stops all.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8787);
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
const reviewPort = Number(process.env.REVIEW_PORT ?? 8790);
const reviewUrl = `http://127.0.0.1:${reviewPort}`;
const atlasDir = join(root, 'docs', 'atlas');
const apps = [
  {
    name: 'React',
    dir: join(root, 'examples', 'react-app'),
    port: Number(process.env.REACT_APP_PORT ?? 5173),
  },
  { name: 'Vue', dir: join(root, 'examples', 'vue-app'), port: Number(process.env.VUE_APP_PORT ?? 5174) },
].filter((app) => existsSync(join(app.dir, 'vite.config.ts')));

const children = [];

function start(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  children.push(child);
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`${args.join(' ')} exited with ${code}; stopping.`);
      stopAll(code);
    }
  });
  return child;
}

function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`nothing answered at ${url}`);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

start(
  process.execPath,
  [join(root, 'packages', 'sandbox', 'dist', 'cli.mjs'), '--port', String(sandboxPort)],
  {
    cwd: root,
  },
);
await waitFor(`${sandboxUrl}/__sandbox/clock`);

// The page's Atlas tab: the review server with the committed atlas's routes (`loyalty-atlas serve`), when
// `npm run atlas` has written one; the review server alone otherwise.
const hasAtlas = existsSync(join(atlasDir, 'atlas.json'));
start(
  process.execPath,
  [
    ...(hasAtlas
      ? [join(root, 'packages', 'atlas', 'dist', 'cli.mjs'), 'serve', '--atlas', atlasDir]
      : [join(root, 'packages', 'review', 'dist', 'server', 'cli.mjs')]),
    '--port',
    String(reviewPort),
    '--sandbox',
    sandboxUrl,
  ],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);
await waitFor(`${reviewUrl}/session.json`);

for (const app of apps) {
  start(
    process.execPath,
    [
      join(app.dir, 'node_modules', 'vite', 'bin', 'vite.js'),
      '--host',
      '127.0.0.1',
      '--port',
      String(app.port),
      '--strictPort',
    ],
    {
      cwd: app.dir,
      env: { ...process.env, SANDBOX_URL: sandboxUrl, VITE_REVIEW_SERVER: reviewUrl },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}
for (const app of apps) await waitFor(`http://127.0.0.1:${app.port}/`);

console.log('');
for (const app of apps) {
  console.log(
    `${`${app.name} example app:`.padEnd(19)} http://127.0.0.1:${app.port}/   (routes /otp, /redemptions, /notifications)`,
  );
}
console.log(`Sandbox outbox:     ${sandboxUrl}/__sandbox/outbox   (the codes "sent" by SMS)`);
console.log(
  `Review page:        ${reviewUrl}/   (tick Inspect in an app: its machines, time and faults; tab Atlas: every state's screens)`,
);
console.log('Press Ctrl-C to stop.');
