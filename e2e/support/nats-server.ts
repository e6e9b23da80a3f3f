import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const natsServerBinary = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'].find(
  (p) => existsSync(p),
);

/**
 * A NATS JetStream server of the test's own (its own port and store folder), so the test can
 * stop and restart the broker without touching the machine's shared one.
 */
export class DisposableNatsServer {
  private child: ChildProcess | undefined;
  private readonly storeDir = mkdtempSync(join(tmpdir(), 'localpros-nats-'));

  constructor(readonly port: number) {}

  get url() {
    return `nats://127.0.0.1:${this.port}`;
  }

  /**
   * Starts the server, unless it is running: a second one on the port would exit at once and
   * replace the handle stop() needs for the first (the fault test's teardown left one running).
   */
  async start(): Promise<void> {
    if (!natsServerBinary) throw new Error('nats-server is not installed');
    if (this.running) return;
    this.child = spawn(natsServerBinary, ['-a', '127.0.0.1', '-p', String(this.port), '-js', '-sd', this.storeDir], {
      stdio: 'ignore',
    });
    await waitForPort(this.port, 10_000);
  }

  /** Whether the server started last has not exited (by a code or a signal). */
  private get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  async stop(): Promise<void> {
    const child = this.child;
    // One that exited by a signal has no exit code, and would never emit 'exit' again.
    if (!child || !this.running) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    this.child = undefined;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.storeDir, { recursive: true, force: true });
  }
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listening on ${port} after ${timeoutMs} ms`);
}
