/*
 * The machines read their events through xstate's typed action and guard params (`params: ({ event })
 * => …`) or by narrowing on `event.type`, never by casting them: a cast would let an action run on an
 * event it was not written for without the compiler saying so. This counts the casts of an event in
 * core's sources (the machines and the environments that provide their actions).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../src');
const sourceFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => join(src, file));
const machineFiles = sourceFiles.filter((file) => file.endsWith('.machine.ts'));

/** `event as …` and `(event as …)`, outside comments. */
function eventCasts(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, index) => ({ line: line.replace(/\/\/.*$|^\s*\*.*$/, ''), number: index + 1 }))
    .filter(({ line }) => /\bevent\s+as\s/.test(line))
    .map(({ number }) => `${relative(src, file)}:${number}`);
}

describe('the machine files', () => {
  it('are the three flows', () => {
    expect(machineFiles.map((file) => relative(src, file)).sort()).toEqual([
      'notifications/notifications.machine.ts',
      'otp/otp.machine.ts',
      'redemption/redemption.machine.ts',
    ]);
  });

  it('cast no event: they read it through typed params, as do the environments', () => {
    expect(sourceFiles.flatMap(eventCasts)).toEqual([]);
  });
});
