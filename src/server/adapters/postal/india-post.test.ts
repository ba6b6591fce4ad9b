import { describe, expect, it } from 'vitest';
import { placeFromAnswer } from './india-post';

describe('India Post answers', () => {
  it('reads Block and State of the first post office', () => {
    expect(placeFromAnswer([{ Status: 'Success', PostOffice: [{ Block: 'Huzur', District: 'Bhopal', State: 'Madhya Pradesh' }] }])).toEqual({
      city: 'Huzur',
      state: 'Madhya Pradesh',
    });
  });

  it('uses the district when the block is NA', () => {
    expect(placeFromAnswer([{ Status: 'Success', PostOffice: [{ Block: 'NA', District: 'Central Delhi', State: 'Delhi' }] }])).toEqual({ city: 'Central Delhi', state: 'Delhi' });
  });

  it.each([[[{ Status: 'Error', PostOffice: null }]], [[]], [{}], ['nonsense'], [null]])('knows nothing from %j', (body) => {
    expect(placeFromAnswer(body)).toBeNull();
  });
});
