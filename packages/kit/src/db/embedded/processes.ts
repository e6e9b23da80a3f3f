import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Whether a process with this id exists (EPERM: it does, owned by another user). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A process's command line, to tell a reused process id from the process that wrote it; undefined where unknown. */
export function commandLineOf(pid: number): string | undefined {
  try {
    if (process.platform === 'linux') return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    if (process.platform === 'win32') return undefined;
    return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { stdio: 'pipe' }).toString();
  } catch {
    return undefined;
  }
}

/** Waits until the process is gone; false if it is still there after `ms`. */
export async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

/**
 * Stops a postmaster by its id: SIGINT is PostgreSQL's fast shutdown (clients disconnected,
 * a checkpoint, clean exit); SIGQUIT, then SIGKILL, only if it hangs.
 */
export async function stopPostmaster(pid: number, graceMs = 15_000): Promise<void> {
  for (const [signal, ms] of [
    ['SIGINT', graceMs],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitForExit(pid, ms)) return;
  }
  throw new Error(`PostgreSQL (pid ${pid}) did not stop`);
}
