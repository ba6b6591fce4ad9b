import { describe, expect, it } from 'vitest';
import { focalAt, focalText, nudgeFocal } from './focal-point';

describe('nudgeFocal', () => {
  it('moves by 2 % per arrow, 10 % with Shift, and stays inside the picture', () => {
    expect(nudgeFocal({ x: 0.5, y: 0.5 }, 'ArrowRight', false)).toEqual({ x: 0.52, y: 0.5 });
    expect(nudgeFocal({ x: 0.5, y: 0.5 }, 'ArrowUp', true)).toEqual({ x: 0.5, y: 0.4 });
    expect(nudgeFocal({ x: 0.01, y: 0.99 }, 'ArrowLeft', true)).toEqual({ x: 0, y: 0.99 });
    expect(nudgeFocal({ x: 0.01, y: 0.99 }, 'ArrowDown', true)).toEqual({ x: 0.01, y: 1 });
    expect(nudgeFocal({ x: 0.2, y: 0.9 }, 'Home', false)).toEqual({ x: 0.5, y: 0.5 });
    expect(nudgeFocal({ x: 0.2, y: 0.9 }, 'Tab', false)).toBeNull();
  });
});

describe('focalAt', () => {
  it('reads the point under the pointer as fractions of the drawn picture, clamped', () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(focalAt(box, 200, 100)).toEqual({ x: 0.25, y: 0.25 });
    expect(focalAt(box, 0, 400)).toEqual({ x: 0, y: 1 });
  });
});

it('says the point in words', () => {
  expect(focalText({ x: 0.25, y: 0.333 })).toBe('25% across, 33% down');
});
