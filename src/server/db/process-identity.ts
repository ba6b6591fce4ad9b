import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * What tells one process from a later one that got the same pid: on Linux the boot id and the
 * start time in clock ticks (/proc/<pid>/stat), elsewhere the start time `ps` reports; null
 * where neither can be read (then a live pid has to be taken for its holder).
 */
export function processStartOf(pid: number): string | null {
  if (process.platform === 'linux') {
    const stat = procStat(pid);
    if (!stat) return null;
    return `linux:${bootId()}:${stat.startTicks}`;
  }
  if (process.platform === 'win32') return null;
  const ps = spawnSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8', timeout: 5000 });
  const started = ps.status === 0 ? ps.stdout.trim() : '';
  return started ? `ps:${started}` : null;
}

/** Whether a process with this pid exists and has not exited (a zombie awaiting its parent has). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (process.platform === 'linux') {
    const stat = procStat(pid);
    if (stat && (stat.state === 'Z' || stat.state === 'X')) return false;
  }
  return true;
}

function procStat(pid: number): { state: string; startTicks: string } | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may hold spaces or ')': fields after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // Field 3 is the state and field 22 the start time, so indexes 0 and 19 here.
  const state = fields[0];
  const startTicks = fields[19];
  return state && startTicks ? { state, startTicks } : null;
}

let cachedBootId: string | undefined;
function bootId(): string {
  if (cachedBootId === undefined) {
    try {
      cachedBootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    } catch {
      cachedBootId = 'unknown-boot';
    }
  }
  return cachedBootId;
}
