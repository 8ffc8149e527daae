import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `loyalty-atlas` as a user runs it: its source through tsx (with the workspace's source condition), in a
 * process of its own. `serve` answers the atlas over real HTTP on loopback; bad arguments exit 2 saying
 * what is missing.
 */

const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const cli = join(import.meta.dirname, '..', 'src', 'cli.ts');

function runCli(args: string[]): ChildProcess {
  return spawn(process.execPath, [tsx, '--conditions=@loyalty-flows/source', cli, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The process's exit code and everything it wrote. */
function finished(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

// Each test starts the CLI from source through tsx (one to three processes, each transpiling the atlas and
// the review packages) and waits for it to exit; on a busy 2-core machine a start alone can take over 10 s, so
// the guard is a minute, not the shared 20 s. Nothing here waits for time: each test waits for an exit or a line.
describe('loyalty-atlas', { timeout: 60_000 }, () => {
  let root: string;
  const atlasJson = JSON.stringify({ apps: ['react'], languages: ['en'], machines: [] });

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'atlas-cli-'));
    await mkdir(join(root, 'atlas', 'img'), { recursive: true });
    await writeFile(join(root, 'atlas', 'atlas.json'), atlasJson);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('serve: the review server with the atlas, at the address it prints', async () => {
    const child = runCli(['serve', '--port', '0', '--root', root, '--atlas', 'atlas']);
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          output += chunk;
          const found = /Review page: +(http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
          if (found?.[1] && output.includes('\n')) resolve(found[1]);
        });
        child.on('close', (code) => reject(new Error(`loyalty-atlas serve ended (${code}): ${output}`)));
      });
      const answer = await fetch(`${url}/atlas/atlas.json`);
      expect([answer.status, await answer.text()]).toEqual([200, atlasJson]);
      expect((await fetch(`${url}/atlas/approvals.json`)).status).toBe(200);
      expect((await fetch(`${url}/session.json`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('serve: refuses a folder with no atlas.json, naming it', async () => {
    const { code, output } = await finished(runCli(['serve', '--port', '0', '--atlas', join(root, 'none')]));
    expect(code).toBe(2);
    expect(output).toContain(`--atlas: ${join(root, 'none')} has no atlas.json`);
  });

  it('record: refuses to run without the machines or the replay', async () => {
    const noMachines = await finished(runCli(['record', '--root', root, '--atlas', 'atlas']));
    expect(noMachines.code).toBe(2);
    expect(noMachines.output).toContain('record needs --machines <module>');
    const noReplay = await finished(runCli(['record', '--root', root, '--machines', 'machines.mjs']));
    expect(noReplay.code).toBe(2);
    expect(noReplay.output).toContain('record needs --replay "<command>"');
  });

  it('record: refuses --approve without --by, before any replay: an approval names its reviewer', async () => {
    await writeFile(join(root, 'machines.mjs'), 'export const machines = [];\n');
    const replayed = join(root, 'replayed');
    const base = ['record', '--root', root, '--atlas', 'atlas', '--machines', 'machines.mjs'];
    const replay = ['--replay', `node -e require("fs").writeFileSync(${JSON.stringify(replayed)},"")`];
    const { code, output } = await finished(runCli([...base, ...replay, '--approve', 'all']));
    expect(code).toBe(2);
    expect(output).toContain('--approve needs --by <name>');
    const blank = await finished(runCli([...base, ...replay, '--approve', 'all', '--by']));
    expect(blank.code).toBe(2);
    expect(existsSync(replayed)).toBe(false);
  });

  it('refuses an unknown command', async () => {
    const { code, output } = await finished(runCli(['publish']));
    expect(code).toBe(2);
    expect(output).toContain('no command publish');
  });
});
