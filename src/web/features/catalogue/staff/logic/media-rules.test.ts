import { describe, expect, it } from 'vitest';
import { fileSize, videoProblem } from './media-rules';

describe('staff media rules', () => {
  it('accepts an MP4 or WebM of at most 50 MB and names the file otherwise', () => {
    expect(videoProblem({ name: 'drop.mp4', type: 'video/mp4', size: 50 * 1024 * 1024 })).toBeNull();
    expect(videoProblem({ name: 'drop.webm', type: 'video/webm', size: 1 })).toBeNull();
    expect(videoProblem({ name: 'clip.mov', type: 'video/quicktime', size: 1 })).toBe('"clip.mov" is not an MP4 or WebM video.');
    expect(videoProblem({ name: 'long.mp4', type: 'video/mp4', size: 50 * 1024 * 1024 + 1 })).toBe('"long.mp4" is larger than 50 MB.');
  });

  it('writes sizes in KB below a megabyte and MB above', () => {
    expect(fileSize(820 * 1024)).toBe('820 KB');
    expect(fileSize(3.44 * 1024 * 1024)).toBe('3.4 MB');
    expect(fileSize(10)).toBe('1 KB');
  });
});
