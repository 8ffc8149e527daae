/**
 * The React 18 host (e2e/hosts/vite-react18): a Vite React app as create-vite makes it, pinned to React
 * 18. It gets our packages the way a team gets them: the packed tarballs (the ones the package checks
 * pack, scripts/pack-packages.mjs), installed with plain npm (no peer override, no --legacy-peer-deps,
 * no --force) into a copy of the app, built with its own build script (`tsc -b && vite build`), served
 * by `vite preview`.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runToEnd } from './run-to-end';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const hostDir = join(root, 'e2e', 'hosts', 'vite-react18');

/** The packages the app installs from their tarballs: what it imports and what those depend on. */
const installed = [
  '@loyalty-flows/react',
  '@loyalty-flows/client',
  '@loyalty-flows/core',
  '@loyalty-flows/domain',
];

/** The React 18 host, ready to serve: where it is, and what each step took. */
export interface BuiltReact18Host {
  dir: string;
  /** The React the app installed (from its node_modules). */
  reactVersion: string;
  /** Seconds of `npm install` and of the build (`tsc -b && vite build`). */
  seconds: { install: number; build: number };
  /** Removes the copy. */
  remove(): void;
}

/**
 * npm with none of pnpm's `npm_config_*` settings (this runs under pnpm): the app's install is npm's
 * own, as on a team's machine.
 */
function npmEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
  );
  return { ...env, ...extra, CI: 'true' };
}

async function timed(step: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await step();
  return Math.round((performance.now() - started) / 100) / 10;
}

/** Copies the app, installs the tarballs into it with npm and builds it against `sandboxUrl`. */
export async function buildReact18Host(sandboxUrl: string): Promise<BuiltReact18Host> {
  const tarballs: Record<string, string> = JSON.parse(
    execFileSync(process.execPath, [join(root, 'scripts', 'pack-packages.mjs'), '--json'], {
      cwd: root,
      encoding: 'utf8',
    }),
  );
  const dir = mkdtempSync(join(tmpdir(), 'vite-react18-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    cpSync(hostDir, dir, {
      recursive: true,
      filter: (source) => !/[/\\](node_modules|dist)([/\\]|$)/.test(source.slice(hostDir.length)),
    });
    const install = await timed(() =>
      runToEnd(
        'npm',
        [
          'install',
          '--prefer-offline',
          '--no-audit',
          '--no-fund',
          '--loglevel=error',
          ...installed.map((name) => {
            const tarball = tarballs[name];
            if (!tarball) throw new Error(`scripts/pack-packages.mjs packed no ${name}`);
            return tarball;
          }),
        ],
        dir,
        npmEnv({}),
      ),
    );
    // The app's own build script: `tsc -b` (the app's code on React 18's types and our packed
    // declarations) then `vite build`. VITE_* variables are inlined, so the build follows the sandbox.
    const build = await timed(() =>
      runToEnd('npm', ['run', 'build'], dir, npmEnv({ VITE_LOYALTY_BASE_URL: sandboxUrl })),
    );
    const reactVersion = JSON.parse(
      readFileSync(join(dir, 'node_modules', 'react', 'package.json'), 'utf8'),
    ).version;
    return { dir, reactVersion, seconds: { install, build }, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** The command that serves the built host on `port`: the app's own `vite preview`. */
export function previewCommand(host: BuiltReact18Host, port: number): [string, string[]] {
  const vite = join(host.dir, 'node_modules', 'vite', 'bin', 'vite.js');
  return [process.execPath, [vite, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort']];
}
