/**
 * How two atlas screenshots are compared: decoded with pngjs, compared with pixelmatch, and judged
 * against the atlas's tolerance. One home for the threshold and the tolerance, used by the check
 * (`atlas-check.ts`) and the before/after page of `--compare` (`atlas-compare.ts`).
 */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * pixelmatch's per-pixel colour threshold (0–1; its default is 0.1): anti-aliasing noise stays under it,
 * a changed colour does not.
 */
export const pixelThreshold = 0.1;

/**
 * The share of a screen's pixels that may differ before it counts as changed. A recoloured button is
 * about 1–2.5 % of a 375 × 812 screen; two runs of unchanged code differ by far less (a countdown's
 * second or a minute's digit, measured and reported with the check), so 0.2 % sits between.
 */
export const changedRatio = 0.002;

/** How two screenshots differ. */
export interface PixelDiff {
  /** Pixels beyond {@link pixelThreshold}; every pixel when the sizes differ. */
  pixels: number;
  /** `pixels` over the screen's pixel count. */
  ratio: number;
  /** The two sizes differ (nothing was compared pixel by pixel). */
  resized: boolean;
  /** A PNG of the differing pixels drawn over the faded `before` (none when resized or identical bytes). */
  image?: Buffer;
}

/** Compares two PNG files' bytes. Identical bytes are not decoded. */
export function diffPngs(before: Uint8Array, after: Uint8Array): PixelDiff {
  if (Buffer.compare(Buffer.from(before), Buffer.from(after)) === 0) {
    return { pixels: 0, ratio: 0, resized: false };
  }
  const old = PNG.sync.read(Buffer.from(before));
  const now = PNG.sync.read(Buffer.from(after));
  if (old.width !== now.width || old.height !== now.height) {
    const total = Math.max(old.width * old.height, now.width * now.height);
    return { pixels: total, ratio: 1, resized: true };
  }
  const diff = new PNG({ width: now.width, height: now.height });
  const pixels = pixelmatch(old.data, now.data, diff.data, now.width, now.height, {
    threshold: pixelThreshold,
  });
  return { pixels, ratio: pixels / (now.width * now.height), resized: false, image: PNG.sync.write(diff) };
}

/** Whether `diff` is a change a person must approve (beyond {@link changedRatio}). */
export function isChange(diff: PixelDiff): boolean {
  return diff.resized || diff.ratio > changedRatio;
}
