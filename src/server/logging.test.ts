import { PassThrough } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { logFormatFor, prettyStream } from './logging';

describe('logFormatFor', () => {
  it('reads LOG_FORMAT first, else readable on a terminal and JSON elsewhere', () => {
    expect(logFormatFor(undefined, true)).toBe('pretty');
    expect(logFormatFor(undefined, false)).toBe('json');
    expect(logFormatFor('json', true)).toBe('json');
    expect(logFormatFor('pretty', false)).toBe('pretty');
  });
});

describe('prettyStream', () => {
  it('writes one readable line per event: time, level, message and its fields, no JSON', () => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
    const log = pino({ level: 'info' }, prettyStream(out));
    log.info({ req: { method: 'GET', url: '/cart' }, responseTime: 3.2 }, 'request completed');
    log.warn('Mail queue is 12 deep');
    const lines = chunks.join('').split('\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: request completed .*"url":"\/cart"/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: Mail queue is 12 deep$/);
    expect(lines.join('')).not.toContain('"pid"');
    expect(lines.join('')).not.toContain('"hostname"');
  });
});
