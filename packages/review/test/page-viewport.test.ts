import { describe, expect, it } from 'vitest';
import { fitted, MAX_SCALE, revealed, transformOf, zoomedAround } from '../src/page/chart/viewport';

describe('viewport', () => {
  it('fits a chart larger than its pane, centred, and never enlarges a small one', () => {
    const big = fitted(2000, 1000, 1008, 716);
    expect(big.scale).toBeCloseTo(0.5, 5);
    expect(big.x).toBeCloseTo(4, 5);
    expect(big.y).toBeCloseTo((716 - 500) / 2, 5);
    const small = fitted(200, 100, 1000, 700);
    expect(small.scale).toBe(1);
    expect(small.x).toBe(400);
  });

  it('zooms around a point of the pane, which stays where it was, within the scale limits', () => {
    const view = { x: 10, y: 20, scale: 1 };
    const zoomed = zoomedAround(view, 2, 110, 220);
    expect(zoomed.scale).toBe(2);
    // The chart point under (110, 220) was (100, 200) and still is.
    expect((110 - zoomed.x) / zoomed.scale).toBeCloseTo(100, 5);
    expect((220 - zoomed.y) / zoomed.scale).toBeCloseTo(200, 5);
    expect(zoomedAround(view, 100, 0, 0).scale).toBe(MAX_SCALE);
  });

  it('moves a box that left the pane to its centre, and leaves one inside alone', () => {
    const view = { x: 0, y: 0, scale: 1 };
    expect(revealed(view, { left: 10, top: 10, width: 50, height: 20 }, 400, 300)).toBe(view);
    const moved = revealed(view, { left: 500, top: 10, width: 50, height: 20 }, 400, 300);
    expect(moved).toEqual({ x: 200 - 525, y: 150 - 20, scale: 1 });
  });

  it('writes the transform rounded, so equal views write equal styles', () => {
    expect(transformOf({ x: 1.234, y: 5.678, scale: 0.33333 })).toBe('translate(1.2px, 5.7px) scale(0.333)');
  });
});
