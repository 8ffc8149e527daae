/**
 * The approvals' file IO, on Node: hashing images, reading and writing approvals.json, the git user who
 * decides. The rules themselves are `./approvals.ts` (no Node there).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Approvals, screenIdOfFile } from './approval-records';
import { parseApprovals, serializeApprovals } from './approvals';

/** SHA-256 (hex) of an image's bytes. */
export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The approvals in `file` (none when it does not exist yet). */
export function readApprovals(file: string): Approvals {
  return existsSync(file) ? parseApprovals(readFileSync(file, 'utf8')) : {};
}

/**
 * Writes `approvals` to `file` in {@link serializeApprovals}'s form: to a file beside it, then renamed over
 * it, so a reader (the check, the review server) never sees half a file.
 */
export function writeApprovals(file: string, approvals: Approvals): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, serializeApprovals(approvals));
  renameSync(partial, file);
}

/** Screen id → SHA-256 of each atlas image in `dir` (`<state>.<app>.<lang>[.dark].png`). */
export function hashImages(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  const hashes: Record<string, string> = {};
  for (const file of readdirSync(dir).sort()) {
    const id = screenIdOfFile(file);
    if (id) hashes[id] = sha256(readFileSync(join(dir, file)));
  }
  return hashes;
}

/** Who approves: `git config user.name` in `cwd`, or `unknown`. */
export function gitUserName(cwd: string): string {
  try {
    return execFileSync('git', ['config', 'user.name'], { cwd, encoding: 'utf8' }).trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}
