import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from '@jest/globals';

it("the React README's React Native recipes are the adapters these tests run, word for word", () => {
  const readme = readFileSync(join(__dirname, '../../react/README.md'), 'utf8');
  const recipes = readFileSync(join(__dirname, '../src/recipes.ts'), 'utf8');
  // A fragment for the docs' compiler (React Native's modules are installed here, not there): these tests compile it.
  expect(readme).toContain(`\`\`\`ts fragment\n${recipes}\`\`\``);
});
