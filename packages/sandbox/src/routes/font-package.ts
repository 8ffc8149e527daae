import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/** The folder of the Thai font's package (`@fontsource/noto-sans-thai`), whose `files/` the sandbox serves. */
export function fontPackageDir(): string {
  return dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-thai/package.json'));
}
