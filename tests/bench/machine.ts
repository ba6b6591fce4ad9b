import { readFileSync } from 'node:fs';

/** The machine's load average over 1, 5 and 15 minutes, as /proc/loadavg gives it: benches print it beside their figures, as the machine may be shared. */
export function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}
