import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A forked TypeScript process that says `{ type: 'ready', … }` once listening and answers `{ id, type }` commands. */
export interface BenchChild<Ready> {
  ready: Ready;
  request<T>(command: Record<string, unknown>): Promise<T>;
  close(): Promise<void>;
}

export async function startChild<Ready>(
  file: string,
  env: NodeJS.ProcessEnv,
  startTimeoutMs = 120_000,
): Promise<BenchChild<Ready>> {
  const child: ChildProcess = fork(fileURLToPath(new URL(file, import.meta.url)), [], {
    // BENCH_NODE_ARGS (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof) profiles the process under test.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${file} was not ready in ${startTimeoutMs} ms`)), startTimeoutMs);
    child.once('exit', (code) => reject(new Error(`${file} exited with code ${code} before it was ready`)));
    child.on('message', (message: { type?: string; id?: number; result?: unknown; error?: string }) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(message as Ready);
        return;
      }
      const waiter = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiter || message.id === undefined) return;
      pending.delete(message.id);
      if (message.error) waiter.reject(new Error(message.error));
      else waiter.resolve(message.result);
    });
  });
  child.once('exit', (code) => {
    for (const waiter of pending.values()) waiter.reject(new Error(`${file} exited with code ${code}`));
    pending.clear();
  });
  return {
    ready,
    request<T>(command: Record<string, unknown>) {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ ...command, id });
      });
    },
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.send({ type: 'close', id: 0 });
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
