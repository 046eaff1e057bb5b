import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * What tells one process from another that later got the same pid: on Linux the boot id
 * and the start time in clock ticks since boot (/proc); elsewhere the start time `ps`
 * prints. null when neither can be read (e.g. Windows): the caller must then trust the
 * pid alone.
 */
export function processIdentity(pid: number): string | null {
  return fromProc(pid) ?? fromPs(pid);
}

function fromProc(pid: number): string | null {
  try {
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after the last ")".
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return bootId && startTime ? `linux:${bootId}:${startTime}` : null;
  } catch {
    return null;
  }
}

function fromPs(pid: number): string | null {
  if (process.platform === 'win32') return null;
  try {
    // A fixed locale and time zone keep the text the same for every caller.
    const started = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], {
      encoding: 'utf8',
      env: { ...process.env, LC_ALL: 'C', TZ: 'UTC' },
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    }).trim();
    return started ? `ps:${started}` : null;
  } catch {
    return null;
  }
}
