import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where one benchmark pass leaves its numbers for the report (not committed). */
export const resultsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '.bench');

/** One row of a counted table: what was done, ours, the comparison. */
export interface CountRow {
  scenario: string;
  ours: number;
  baseline: number;
}

/** Writes the rows of one counted table. */
export function saveCounts(table: string, rows: CountRow[]): void {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${table}.json`), JSON.stringify(rows, null, 2));
}

/** Reads the rows of one counted table. */
export function loadCounts(table: string): CountRow[] {
  return JSON.parse(readFileSync(join(resultsDir, `${table}.json`), 'utf8')) as CountRow[];
}
