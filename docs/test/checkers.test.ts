// The docs checkers catch what they exist for: a dead link and a code block that does not compile are
// reported with the page and the line.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { deadLinks } from '../../scripts/docs-links.mjs';
import { writeSnippets } from '../../scripts/docs-snippets.mjs';

const docsDir = join(import.meta.dirname, '..');
const page = [
  '# A guide',
  '',
  'See [the wire format](docs/wire-format.md) and [a page that is gone](./gone.md).',
  '',
  '```ts',
  "import { createLoyaltyClient } from '@loyalty-flows/client';",
  '',
  "const client = createLoyaltyClient({ baseURL: 'http://127.0.0.1:8787', subscriptionKey: 'key', appId: 'app' });",
  'const count: number = client;',
  '```',
  '',
  '```ts fragment',
  'this is not TypeScript',
  '```',
].join('\n');

const root = mkdtempSync(join(tmpdir(), 'docs-checkers-'));
mkdirSync(join(root, 'packages'));
mkdirSync(join(root, 'docs'));
writeFileSync(join(root, 'docs', 'wire-format.md'), '# Wire format\n');
writeFileSync(join(root, 'README.md'), page);
// Inside docs/, so the blocks resolve the packages as the site's own snippets do.
const out = join(docsDir, `snippets-test-${process.pid}`);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

describe('the link check', () => {
  it('names the page and the line of a dead link, and passes a live one', () => {
    expect(deadLinks(join(root, 'README.md'))).toEqual([{ line: 3, target: './gone.md' }]);
  });
});

describe('the code-block check', () => {
  it('reports a block that does not compile at its page and line, and skips a fragment', () => {
    const files = writeSnippets(root, out);
    expect(files.map((file) => file.slice(out.length + 1))).toEqual(['README.md.L6.ts']);

    const base = ts.getParsedCommandLineOfConfigFile(
      join(docsDir, '..', 'tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: () => {},
      },
    );
    if (!base) throw new Error('tsconfig.json did not parse');
    const program = ts.createProgram(files, { ...base.options, noEmit: true });
    const errors = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const file = diagnostic.file as ts.SourceFile;
      const { line } = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      return `${file.fileName.slice(out.length + 1)}:${line + 1}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
    expect(errors).toEqual(["README.md.L6.ts:9: Type 'LoyaltyClient' is not assignable to type 'number'."]);
  });
});
