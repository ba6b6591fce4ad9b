import { describe, expect, it } from 'vitest';
import { withRecentColour } from '../model/ink-palette';
import { contrastRatio, isLowContrast } from './contrast';

describe('text contrast on the garment', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#0c2340', '#0c2340')).toBeCloseTo(1);
  });

  it('warns for black text on a navy tee, not for white on navy or black on white', () => {
    expect(isLowContrast('#000000', '#1f2a44')).toBe(true);
    expect(isLowContrast('#ffffff', '#1f2a44')).toBe(false);
    expect(isLowContrast('#000000', '#ffffff')).toBe(false);
  });

  it('judges by the perceptual difference CIEDE2000, under 20: white on a white or light grey tee, not white on yellow', () => {
    expect(isLowContrast('#ffffff', '#ffffff')).toBe(true);
    expect(isLowContrast('#FFFFFF', '#dddddd')).toBe(true);
    // The WCAG ratio calls this 1.4:1, yet the yellow and the white are plainly apart.
    expect(isLowContrast('#ffffff', '#ffd400')).toBe(false);
    expect(isLowContrast('#c8102e', '#808080')).toBe(false);
  });

  it('never warns about a colour it cannot read', () => {
    expect(contrastRatio('navy', '#000000')).toBeNull();
    expect(isLowContrast('navy', '#000000')).toBe(false);
  });
});

describe('recent colours', () => {
  it('puts the newest first, drops repeats and keeps five', () => {
    let recent: string[] = [];
    for (const hex of ['#111111', '#222222', '#333333', '#111111', '#444444', '#555555', '#666666']) recent = withRecentColour(recent, hex);
    expect(recent).toEqual(['#666666', '#555555', '#444444', '#111111', '#333333']);
    expect(withRecentColour([], '#ABCDEF')).toEqual(['#abcdef']);
  });
});
