import { spawn } from 'node:child_process';
import { basename } from 'node:path';

/** Runs a command to the end; its output is shown only when it fails (in the rejection). */
export function runToEnd(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${basename(command)} ${args.join(' ')} in ${cwd} failed (${code}):\n${output}`)),
    );
  });
}
