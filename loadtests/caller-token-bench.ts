/**
 * Micro-benchmark of the caller check on every gRPC call (issue 11): what the BFF pays to get a
 * token (cached), what a service pays to verify it and apply its access rule, beside a whole
 * in-process call of a trivial handler. `npx tsx loadtests/caller-token-bench.ts`
 */
import { serviceContracts } from '@localpros/contracts';
import {
  authorizeCall,
  CallerTokenSigner,
  CallerTokenVerifier,
  callerCredentials,
  createInProcessClient,
  createLogger,
  developmentCallerKey,
  methodGuard,
  runAsUser,
  serviceAccess,
} from '@localpros/kit';

const tokens = new CallerTokenSigner('bff', developmentCallerKey('bff'));
const verifier = CallerTokenVerifier.of(tokens);
const credentials = callerCredentials(tokens);
const { definition, serviceName } = serviceContracts.matching;
const user = { id: '6d1f1a52-0000-4000-8000-000000000001', type: 'business', sessionId: 's-1' };
const access = serviceAccess('matching', verifier);
const guard = methodGuard(access, 'listBusinessLeads', definition.listBusinessLeads.path);

function measure(label: string, iterations: number, fn: () => unknown): void {
  for (let i = 0; i < Math.min(iterations, 10_000); i++) fn();
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) fn();
  const ns = Number(process.hrtime.bigint() - started) / iterations;
  console.log(`${label.padEnd(58)} ${(ns / 1000).toFixed(2).padStart(8)} µs/op`);
}

async function measureAsync(label: string, iterations: number, fn: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 2_000; i++) await fn();
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) await fn();
  const ns = Number(process.hrtime.bigint() - started) / iterations;
  console.log(`${label.padEnd(58)} ${(ns / 1000).toFixed(2).padStart(8)} µs/op`);
}

const token = credentials(serviceName, user);
measure('BFF: token for the request user, cached (same user object)', 1_000_000, () => credentials(serviceName, user));
measure('BFF: token for an equal user object, cached', 1_000_000, () => credentials(serviceName, { ...user }));
measure('BFF: signing a fresh token (a miss, once per 45 s)', 100_000, () =>
  tokens.sign({ audience: serviceName, user }),
);
const fresh = Array.from({ length: 20_000 }, (_, i) =>
  tokens.sign({ audience: serviceName, user: { ...user, id: `user-${i}` } }),
);
let next = 0;
measure('service: verify a token seen for the first time', 20_000, () =>
  verifier.verify(fresh[next++ % 20_000], serviceName),
);
measure('service: verify a token seen before (the usual case)', 200_000, () => verifier.verify(token, serviceName));
measure('service: verify + access rule (fills businessId)', 200_000, () =>
  authorizeCall(guard, token, { businessId: '' }),
);

const logger = createLogger({ name: 'bench', level: 'silent' });
const client = createInProcessClient(
  definition,
  {
    listBusinessLeads: async () => ({ leads: [] }),
    getLead: async () => ({}),
    markLeadInterested: async () => ({}),
    dismissLead: async () => ({}),
    findProviders: async () => ({ providers: [] }),
    countBusinesses: async () => ({ counts: [] }),
  } as never,
  { logger, timeoutMs: 5000, access, credentials },
);
await runAsUser(user, () =>
  measureAsync('whole in-process call of a trivial handler (check included)', 50_000, () =>
    client.listBusinessLeads({ businessId: user.id }),
  ),
);
