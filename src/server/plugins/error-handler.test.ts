import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DomainError, httpStatusOf } from '../errors';
import { registerErrorHandler } from './error-handler';

const logged: { level: number; msg: string }[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
    done();
  },
});

const app = Fastify({ logger: { level: 'debug', stream: logStream } });
registerErrorHandler(app);
app.get('/invariant', () => {
  throw new DomainError('UNEXPECTED_STATE', 'serial 1000000 does not fit six digits');
});
app.get('/mistake', () => {
  throw new DomainError('INVALID_DATA', 'Pincode: Please enter a valid 6-digit pincode.');
});
afterAll(() => app.close());

describe('the error handler', () => {
  it('answers a broken invariant of ours with a 500 and the plain sentence, and logs it as an error', async () => {
    expect(httpStatusOf('UNEXPECTED_STATE')).toEqual({ status: 500, code: 'INTERNAL' });
    logged.length = 0;
    const answer = await app.inject({ method: 'GET', url: '/invariant' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    expect(answer.body).not.toContain('serial');
    expect(logged.filter((line) => line.msg === 'request failed').map((line) => line.level)).toEqual([50]);
  });

  it("keeps a shopper's invalid data a 400 with its own words", async () => {
    logged.length = 0;
    const answer = await app.inject({ method: 'GET', url: '/mistake' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ success: false, message: 'Pincode: Please enter a valid 6-digit pincode.', code: 'BAD_REQUEST' });
    expect(logged.some((line) => line.msg === 'request failed')).toBe(false);
  });
});
