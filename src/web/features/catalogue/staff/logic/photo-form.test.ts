import { describe, expect, it } from 'vitest';
import { appendPhotos } from './photo-form';

describe('appendPhotos', () => {
  it('sends each photo with its focal point beside it by its position, the centre when none was moved', () => {
    const first = new File(['a'], 'first.jpg', { type: 'image/jpeg' });
    const second = new File(['b'], 'second.jpg', { type: 'image/jpeg' });
    const form = new FormData();
    appendPhotos(form, [first, second], new Map([[second, { x: 0.25, y: 0.8 }]]));
    expect((form.getAll('images[]') as File[]).map((file) => file.name)).toEqual(['first.jpg', 'second.jpg']);
    expect([form.get('focal[0][x]'), form.get('focal[0][y]'), form.get('focal[1][x]'), form.get('focal[1][y]')]).toEqual(['0.5', '0.5', '0.25', '0.8']);
  });
});
