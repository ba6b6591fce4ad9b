import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldErrors, firstProblem, parsedOrFirstMessage } from './form-rules';

const schema = z.object({
  name: z.string().min(1, 'required'),
  phone: z.string().min(1, 'required').regex(/^\d+$/, 'digits'),
  lines: z.array(z.object({ size: z.string().min(1, 'size?') })),
});

describe('form rules', () => {
  it('keys each failing field (nested ones by a dotted path) with its first message', () => {
    expect(fieldErrors(schema, { name: '', phone: 'x', lines: [{ size: 'M' }, { size: '' }] })).toEqual({ name: 'required', phone: 'digits', 'lines.1.size': 'size?' });
    expect(fieldErrors(schema, { name: 'a', phone: '1', lines: [] })).toEqual({});
  });

  it('picks the highest-ranked message and every field failing with it', () => {
    expect(firstProblem(schema, { name: '', phone: '', lines: [] }, ['digits', 'required'])).toEqual({ message: 'required', fields: ['name', 'phone'] });
    expect(firstProblem(schema, { name: '', phone: 'x', lines: [] }, ['digits', 'required'])).toEqual({ message: 'digits', fields: ['phone'] });
    expect(firstProblem(schema, { name: 'a', phone: '1', lines: [] }, [])).toBeNull();
  });

  it("answers the schema's output or the first message", () => {
    expect(parsedOrFirstMessage(schema, { name: 'a', phone: '1', lines: [] })).toEqual({ ok: true, value: { name: 'a', phone: '1', lines: [] } });
    expect(parsedOrFirstMessage(schema, { name: 'a', phone: 'x', lines: [] })).toEqual({ ok: false, message: 'digits' });
  });
});
