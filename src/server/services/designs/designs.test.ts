import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { InvalidDesignError, validDesignDocument } from './designs';

describe('a refused design document', () => {
  it('is an INVALID_DATA domain error in plain words, carrying the validator errors for the log', () => {
    const document = {
      version: 1,
      garment: 'tshirt',
      color: 'black',
      size: 'M',
      sides: { front: [{ id: 'text-1', kind: 'text', content: 'Hi', color: '#000000', fontSize: 28, fontWeight: 'bold', fontStyle: 'italic', x: 300, y: -12640, rotation: 0, width: 66 }], back: [] },
    };
    let thrown: unknown;
    try {
      validDesignDocument(document);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidDesignError);
    expect(thrown).toBeInstanceOf(DomainError);
    const refused = thrown as InvalidDesignError;
    expect(refused.kind).toBe('INVALID_DATA');
    expect(refused.message).toBe('This design has a layer the print area cannot hold. Move or shrink it and try again.');
    expect(refused.problems).toEqual(['sides.front.0.y: Too small: expected number to be >=-5000']);
    // pino's error serialiser logs own enumerable fields: the detail reaches the log.
    expect(Object.keys(refused)).toContain('problems');
  });
});
