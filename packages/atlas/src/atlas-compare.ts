/**
 * Before/after of the atlas: each screenshot of a git ref (its committed docs/atlas/img) beside the
 * working tree's, with a pixel diff (pixelmatch), written as a page to an output directory outside the
 * tree. Only changed, added or removed screens are listed, so a review sees what changed state by state.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { diffPngs } from './atlas-pixels';

/** How one screen differs between the ref and the working tree. */
export interface ScreenChange {
  name: string;
  change: 'changed' | 'added' | 'removed' | 'resized';
  /** Pixels that differ (for `changed`). */
  pixels?: number;
}

function git(root: string, args: string[]): Buffer {
  return execFileSync('git', args, { cwd: root, maxBuffer: 256 * 1024 * 1024 });
}

/** The PNG names under `img` (relative to the repository: docs/atlas/img) at `ref` (none when the ref has no atlas). */
function imagesAt(root: string, img: string, ref: string): string[] {
  const listed = git(root, ['ls-tree', '-r', '--name-only', ref, '--', img]).toString('utf8');
  return listed
    .split('\n')
    .filter((path) => path.endsWith('.png'))
    .map((path) => path.slice(`${img}/`.length));
}

/**
 * Compares the screenshots in `img` (relative to the repository `root`: docs/atlas/img) at `ref` with
 * those in the working tree; writes `outDir`/README.md and images.
 */
export function compareAtlas(root: string, img: string, ref: string, outDir: string): ScreenChange[] {
  git(root, ['rev-parse', '--verify', `${ref}^{commit}`]);
  const imgDir = join(root, img);
  const before = new Set(imagesAt(root, img, ref));
  const after = new Set(
    existsSync(imgDir) ? readdirSync(imgDir).filter((name) => name.endsWith('.png')) : [],
  );
  mkdirSync(outDir, { recursive: true });
  const changes: ScreenChange[] = [];
  for (const name of [...new Set([...before, ...after])].sort()) {
    const stem = name.replace(/\.png$/, '');
    if (!after.has(name)) {
      writeFileSync(join(outDir, `${stem}.before.png`), git(root, ['show', `${ref}:${img}/${name}`]));
      changes.push({ name, change: 'removed' });
      continue;
    }
    if (!before.has(name)) {
      copyFileSync(join(imgDir, name), join(outDir, `${stem}.after.png`));
      changes.push({ name, change: 'added' });
      continue;
    }
    const oldBytes = git(root, ['show', `${ref}:${img}/${name}`]);
    const newBytes = readFileSync(join(imgDir, name));
    if (oldBytes.equals(newBytes)) continue;
    const diff = diffPngs(oldBytes, newBytes);
    const keepPair = () => {
      writeFileSync(join(outDir, `${stem}.before.png`), oldBytes);
      writeFileSync(join(outDir, `${stem}.after.png`), newBytes);
    };
    if (diff.resized) {
      keepPair();
      changes.push({ name, change: 'resized' });
      continue;
    }
    // Different bytes, same picture (PNG encoder noise): nothing to review.
    if (diff.pixels === 0 || !diff.image) continue;
    keepPair();
    writeFileSync(join(outDir, `${stem}.diff.png`), diff.image);
    changes.push({ name, change: 'changed', pixels: diff.pixels });
  }
  writeFileSync(join(outDir, 'README.md'), comparePage(ref, changes));
  return changes;
}

function comparePage(ref: string, changes: ScreenChange[]): string {
  const img = (file: string) => `<img src="${file}" width="180">`;
  const rows = changes.map(({ name, change, pixels }) => {
    const stem = name.replace(/\.png$/, '');
    const beforeCell = change === 'added' ? '—' : img(`${stem}.before.png`);
    const afterCell = change === 'removed' ? '—' : img(`${stem}.after.png`);
    const diffCell = change === 'changed' ? img(`${stem}.diff.png`) : change;
    const what = change === 'changed' ? `${pixels} px differ` : change;
    return `| \`${stem}\` (${what}) | ${beforeCell} | ${afterCell} | ${diffCell} |`;
  });
  return [
    `# Atlas: ${ref} → working tree · ก่อนและหลัง`,
    '',
    changes.length === 0
      ? 'No screen changed · ไม่มีหน้าจอใดเปลี่ยน.'
      : `${changes.length} screens changed · หน้าจอที่เปลี่ยน ${changes.length} หน้า.`,
    '',
    ...(rows.length > 0
      ? ['| Screen | Before | After | Diff |', '| --- | --- | --- | --- |', ...rows, '']
      : []),
  ].join('\n');
}
