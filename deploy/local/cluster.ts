import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type ServiceName, serviceNames, servicePorts } from '../../packages/contracts/src/services.js';
import { type MessagingStandIns, messagingStandInsFor } from '../../packages/messaging-stand-ins/src/index.js';
import { type PaymentStandIns, paymentStandInsFor } from '../../packages/payment-stand-ins/src/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ClusterOptions {
  /** DATABASE_URL, NATS_URL, REDIS_URL and any other settings every process gets. */
  env: Record<string, string | undefined>;
  /** Shift every default port by this much (tests run beside a developer's cluster). */
  portOffset?: number;
  /** Where each line a process prints goes; defaults to this process's stdout, prefixed. */
  onLine?: (process: string, line: string) => void;
  /** Processes per service (1 unless given; at most 9): replicas share its durable consumers and database. */
  replicas?: Replicas;
  /**
   * BFF processes (1 unless given; at most 9): "bff", "bff-2"… on 3000, 3010… (plus the offset),
   * each with its own live streams, all hearing every notification on NATS.
   */
  bffReplicas?: number;
  /**
   * The compiled entry (`dist/main.js` of `npm run build:server`) to run each process from, as the
   * image does, instead of its sources under tsx: a process then starts in about a fifth of the
   * CPU time, which the test suites' dozen clusters a run add up to minutes of.
   */
  compiledMain?: string;
  /**
   * Restart a process that exits on its own (a crash, an OOM kill), as Kubernetes would: after 1 s,
   * doubling to 30 s while it keeps failing, a line saying so each time. `npm run start:distributed`
   * supervises; tests that stop members on purpose (stopMember) are never second-guessed.
   */
  supervise?: boolean;
}

export type Replicas = Partial<Record<ServiceName, number>>;

/** A service's first process is named after it; further replicas are "matching-2", "matching-3"… */
export type ProcessName = ServiceName | 'bff' | `${ServiceName | 'bff'}-${number}`;

/** Replica k (from 1) of a service listens 10 × (k − 1) above the service's ports: 4103, 4113, 4123… */
export const REPLICA_PORT_STEP = 10;
export const MAX_REPLICAS = 9;

interface Member {
  name: ProcessName;
  /** What LOCALPROS_SERVICE selects in the compiled entry. */
  process: ServiceName | 'bff';
  entry: string;
  env: Record<string, string>;
  httpPort: number;
  child?: ChildProcess;
  exited?: Promise<void>;
  /** Stopped on purpose (stopMember, stop): its exit is not a crash. */
  stopping?: boolean;
  /** Restarts in a row that did not stay up (the backoff's exponent). */
  restarts?: number;
  startedAt?: number;
  restartTimer?: NodeJS.Timeout;
}

/** The first restart waits this long; each failed one doubles it, up to RESTART_MAX_MS. */
export const RESTART_FIRST_MS = 1000;
export const RESTART_MAX_MS = 30_000;
/** Up this long, a process counts as recovered: its next crash waits RESTART_FIRST_MS again. */
const RECOVERED_AFTER_MS = 60_000;

/**
 * The distributed mode on one machine: each service and the BFF as its own Node process,
 * talking gRPC and NATS JetStream over PostgreSQL. Used by `npm run start:distributed` and
 * by the distributed test suites, which also kill and restart members.
 */
export class LocalCluster {
  private readonly members = new Map<ProcessName, Member>();
  readonly bffUrl: string;
  /** Every BFF process's URL, the first one's (bffUrl) first. */
  readonly bffUrls: string[];
  /** Square's and GoCardless's stand-ins, when the settings name no provider (as `npm start` does). */
  private standIns: PaymentStandIns | null = null;
  /** Vonage's SMS API stand-in, when the settings name no SMS API (as `npm start` does). */
  private messaging: MessagingStandIns | null = null;
  /** Set by stop(): nothing is restarted any more. */
  private stopped = false;

  constructor(private readonly options: ClusterOptions) {
    const offset = options.portOffset ?? 0;
    const addresses: Record<string, string> = {};
    for (const service of serviceNames) {
      const count = options.replicas?.[service] ?? 1;
      if (!Number.isInteger(count) || count < 1 || count > MAX_REPLICAS)
        throw new Error(`replicas of ${service} must be a whole number from 1 to ${MAX_REPLICAS} (got ${count})`);
      const grpcAddresses: string[] = [];
      for (let replica = 1; replica <= count; replica += 1) {
        const name: ProcessName = replica === 1 ? service : `${service}-${replica}`;
        const shift = offset + REPLICA_PORT_STEP * (replica - 1);
        const ports = { http: servicePorts[service].http + shift, grpc: servicePorts[service].grpc + shift };
        grpcAddresses.push(`127.0.0.1:${ports.grpc}`);
        this.members.set(name, {
          name,
          process: service,
          entry: `services/${service}/src/server.ts`,
          httpPort: ports.http,
          env: { HTTP_PORT: String(ports.http), GRPC_PORT: String(ports.grpc) },
        });
      }
      // The BFF calls every replica (round robin over the list; see kit's network client).
      addresses[`${service.toUpperCase()}_GRPC_URL`] = grpcAddresses.join(',');
    }
    const bffCount = options.bffReplicas ?? 1;
    if (!Number.isInteger(bffCount) || bffCount < 1 || bffCount > MAX_REPLICAS)
      throw new Error(`bffReplicas must be a whole number from 1 to ${MAX_REPLICAS} (got ${bffCount})`);
    this.bffUrls = [];
    for (let replica = 1; replica <= bffCount; replica += 1) {
      const name: ProcessName = replica === 1 ? 'bff' : `bff-${replica}`;
      const bffPort = 3000 + offset + REPLICA_PORT_STEP * (replica - 1);
      this.members.set(name, {
        name,
        process: 'bff',
        entry: 'bff/src/server.ts',
        httpPort: bffPort,
        env: { PORT: String(bffPort), ...addresses },
      });
      this.bffUrls.push(`http://127.0.0.1:${bffPort}`);
    }
    this.bffUrl = this.bffUrls[0] as string;
  }

  private get bffMembers(): Member[] {
    return [...this.members.values()].filter((m) => m.process === 'bff');
  }

  /** The processes of one service: its first process, then its further replicas, each with its ops (/metrics) URL. */
  replicasOf(service: ServiceName): { name: ProcessName; opsUrl: string }[] {
    return [...this.members.values()]
      .filter((m) => m.name === service || m.name.startsWith(`${service}-`))
      .map((m) => ({ name: m.name, opsUrl: `http://127.0.0.1:${m.httpPort}` }));
  }

  /** Starts every service, waits until each is ready, then the BFF. */
  async start(): Promise<void> {
    this.standIns = await paymentStandInsFor(this.options.env);
    this.standIns?.deliverWebhooksTo(this.options.env.PUBLIC_URL ?? this.bffUrl);
    this.messaging = await messagingStandInsFor(this.options.env);
    const services = [...this.members.values()].filter((m) => m.process !== 'bff');
    await Promise.all(services.map((m) => this.startMember(m.name)));
    await Promise.all(this.bffMembers.map((m) => this.startMember(m.name)));
  }

  async startMember(name: ProcessName): Promise<void> {
    const member = this.members.get(name);
    if (!member) throw new Error(`unknown process ${name}`);
    const compiled = this.options.compiledMain;
    const args = compiled ? [compiled] : ['--import', 'tsx', member.entry];
    if (member.restartTimer) clearTimeout(member.restartTimer);
    member.restartTimer = undefined;
    member.stopping = false;
    member.startedAt = Date.now();
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: {
        ...process.env,
        ...this.standIns?.env,
        ...this.messaging?.env,
        ...this.options.env,
        ...member.env,
        ...(compiled ? { LOCALPROS_SERVICE: member.process } : {}),
      } as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    member.child = child;
    member.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const onLine = this.options.onLine ?? ((process_, line) => process.stdout.write(`[${process_}] ${line}\n`));
    child.once('exit', (code, signal) => {
      if (this.options.supervise && !member.stopping && !this.stopped && member.child === child) {
        this.restartLater(member, code === null ? `signal ${signal}` : `code ${code}`, onLine);
      }
    });
    for (const stream of [child.stdout, child.stderr]) {
      let buffer = '';
      stream?.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('utf8');
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) if (line) onLine(name, line);
      });
    }
    await this.waitUntilReady(member);
  }

  /** A supervised process exited on its own: start it again after the backoff, saying so. */
  private restartLater(member: Member, how: string, onLine: (process: string, line: string) => void): void {
    const upMs = Date.now() - (member.startedAt ?? 0);
    member.restarts = upMs >= RECOVERED_AFTER_MS ? 0 : (member.restarts ?? 0);
    const delay = Math.min(RESTART_MAX_MS, RESTART_FIRST_MS * 2 ** member.restarts);
    member.restarts += 1;
    onLine(
      'cluster',
      `${member.name} exited (${how}) after ${(upMs / 1000).toFixed(1)} s; restarting in ${delay / 1000} s`,
    );
    member.restartTimer = setTimeout(() => {
      member.restartTimer = undefined;
      if (this.stopped || member.stopping) return;
      this.startMember(member.name).then(
        () => onLine('cluster', `${member.name} restarted and ready`),
        (error: unknown) => {
          onLine(
            'cluster',
            `${member.name} did not come back: ${error instanceof Error ? error.message : String(error)}`,
          );
          // Exited before ready: its exit restarts it again. Hung: killed, so that its exit does.
          member.child?.kill('SIGKILL');
        },
      );
    }, delay);
  }

  /** The process id of a member (a test crashes it from outside, as an OOM kill would). */
  pidOf(name: ProcessName): number | undefined {
    return this.members.get(name)?.child?.pid;
  }

  private async waitUntilReady(member: Member, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let exitCode: number | null | undefined;
    member.child?.once('exit', (code) => {
      exitCode = code;
    });
    while (Date.now() < deadline) {
      if (exitCode !== undefined) throw new Error(`${member.name} exited with code ${exitCode} before it was ready`);
      try {
        const response = await fetch(`http://127.0.0.1:${member.httpPort}/readyz`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${member.name} was not ready within ${timeoutMs} ms`);
  }

  /** Every Direct Debit mandate (and payment, unless only mandates) the GoCardless stand-in holds, settled now (tests). */
  async settleDirectDebits(only?: 'mandates'): Promise<void> {
    if (!this.standIns) throw new Error('this cluster runs without the payment stand-ins');
    await this.standIns.goCardless.settleAll(only);
  }

  /** SIGTERM (graceful) or SIGKILL (crash) one member; resolves with its exit code once it exited. */
  async stopMember(name: ProcessName, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    const member = this.members.get(name);
    if (member) {
      member.stopping = true;
      if (member.restartTimer) clearTimeout(member.restartTimer);
      member.restartTimer = undefined;
    }
    const child = member?.child;
    if (!child) return null;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      await member.exited;
    }
    return child.exitCode;
  }

  /** Stops the BFFs first, then the services, each gracefully. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.bffMembers.map((m) => this.stopMember(m.name)));
    const services = [...this.members.values()].filter((m) => m.process !== 'bff').map((m) => m.name);
    await Promise.all(services.map((name) => this.stopMember(name)));
    await this.standIns?.close();
    this.standIns = null;
    await this.messaging?.close();
    this.messaging = null;
  }
}
