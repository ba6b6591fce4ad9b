import type { FastifyServerOptions } from 'fastify';
import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';

/** How the shop writes its log: one readable line per event, or pino's JSON (for a log collector). */
export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT when set; else readable lines on a terminal and JSON anywhere else (a file, a pipe, a service manager). */
export function logFormatFor(setting: LogFormat | undefined, terminal: boolean): LogFormat {
  return setting ?? (terminal ? 'pretty' : 'json');
}

/**
 * Where readable lines go: '14:02:07 INFO  Listening at http://127.0.0.1:3000' with a request's
 * method, address, status and time on the same line, written at once (no worker thread, so a
 * crash's last lines are not lost).
 */
export function prettyStream(destination: NodeJS.WritableStream | number = 1) {
  return pretty({
    destination: destination as never,
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    colorize: destination === 1 && process.stdout.isTTY === true,
  });
}

/** Fastify's logger options for the shop: its level, in the format asked for. */
export function serverLoggerOptions(level: string, format: LogFormat): NonNullable<FastifyServerOptions['logger']> {
  return format === 'pretty' ? { level, stream: prettyStream() } : { level };
}

/** A logger outside the HTTP server (the first start's preparing child, commands). */
export function shopLogger(level: string, format: LogFormat): Logger {
  return format === 'pretty' ? pino({ level }, prettyStream()) : pino({ level });
}
