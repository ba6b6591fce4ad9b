import { describe, expect, it } from 'vitest';
import { clampPan, clampScale, doubleTapZoom, fittedSize, MAX_ZOOM, NO_ZOOM, panBy, pinchZoom, stepZoom, zoomAt } from './zoom';

// A phone's viewer stage and an 800 x 1000 product photo fitted in it (contain).
const STAGE = { width: 400, height: 700 };
const FITTED = fittedSize({ width: 800, height: 1000 }, STAGE);

describe('clampScale', () => {
  it('keeps the zoom between 1x and 3x', () => {
    expect(clampScale(0.4)).toBe(1);
    expect(clampScale(2.2)).toBe(2.2);
    expect(clampScale(7)).toBe(MAX_ZOOM);
    expect(clampScale(Number.NaN)).toBe(1);
  });
});

describe('fittedSize', () => {
  it('fits the photo by its tighter side', () => {
    expect(FITTED).toEqual({ width: 400, height: 500 });
  });
});

describe('clampPan', () => {
  it('centres the photo at 1x and lets a zoomed photo move only as far as it overflows', () => {
    expect(clampPan({ scale: 1, x: 50, y: -30 }, FITTED, STAGE)).toEqual(NO_ZOOM);
    // At 2x: 800 x 1000 px on a 400 x 700 stage, so 200 px each way across and 150 up and down.
    expect(clampPan({ scale: 2, x: 500, y: -500 }, FITTED, STAGE)).toEqual({ scale: 2, x: 200, y: -150 });
    expect(clampPan({ scale: 2, x: 100, y: 20 }, FITTED, STAGE)).toEqual({ scale: 2, x: 100, y: 20 });
  });
});

describe('zoomAt and doubleTapZoom', () => {
  it('keeps the tapped point under the finger', () => {
    const zoomed = zoomAt(NO_ZOOM, 2, { x: 100, y: 50 }, FITTED, STAGE);
    expect(zoomed).toEqual({ scale: 2, x: -100, y: -50 });
    // The photo's point that was at (100, 50) is there still: x + scale * point.
    expect(zoomed.x + zoomed.scale * 100).toBe(100);
  });

  it('zooms to 2x on a double tap and back to the whole photo on the next', () => {
    const zoomed = doubleTapZoom(NO_ZOOM, { x: 0, y: 0 }, FITTED, STAGE);
    expect(zoomed).toEqual({ scale: 2, x: 0, y: 0 });
    expect(doubleTapZoom(zoomed, { x: 30, y: 30 }, FITTED, STAGE)).toEqual(NO_ZOOM);
  });
});

describe('pinchZoom', () => {
  const start = { zoom: NO_ZOOM, distance: 100, middle: { x: 0, y: 0 } };

  it('follows the fingers apart and together, within 1x and 3x', () => {
    expect(pinchZoom(start, 200, { x: 0, y: 0 }, FITTED, STAGE).scale).toBe(2);
    expect(pinchZoom(start, 900, { x: 0, y: 0 }, FITTED, STAGE).scale).toBe(3);
    expect(pinchZoom(start, 40, { x: 0, y: 0 }, FITTED, STAGE)).toEqual(NO_ZOOM);
  });

  it('pans with the fingers once zoomed', () => {
    const zoomed = pinchZoom(start, 200, { x: 40, y: 0 }, FITTED, STAGE);
    expect(zoomed).toEqual({ scale: 2, x: 40, y: 0 });
  });
});

describe('panBy and stepZoom', () => {
  it('drags a zoomed photo within its bounds', () => {
    expect(panBy({ scale: 2, x: 0, y: 0 }, 50, -40, FITTED, STAGE)).toEqual({ scale: 2, x: 50, y: -40 });
    expect(panBy({ scale: 2, x: 0, y: 0 }, -900, 0, FITTED, STAGE).x).toBe(-200);
  });

  it('steps in to 3x at most and back out to exactly 1x', () => {
    let zoom = NO_ZOOM;
    for (let press = 0; press < 4; press += 1) zoom = stepZoom(zoom, 'in', FITTED, STAGE);
    expect(zoom.scale).toBe(3);
    zoom = stepZoom(stepZoom(NO_ZOOM, 'in', FITTED, STAGE), 'out', FITTED, STAGE);
    expect(zoom).toEqual(NO_ZOOM);
  });
});
