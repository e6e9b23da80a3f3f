/**
 * Writes the NATS users (one per service, plus the operator's) to k8s/nats/: authorization.conf for
 * a plain nats-server, values.yaml for the official Helm chart. Run after changing an event or a
 * consumer; deploy/test/nats-config.test.ts fails until it is.
 *
 *   npm run nats:config                          the committed files, BUS_NAMESPACE localpros
 *   npm run nats:config -- --namespace x --out d  another namespace's, into folder d
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { authorizationConf, helmValues, natsUsers } from '../deploy/nats/users.js';

const { values } = parseArgs({
  options: { namespace: { type: 'string', default: 'localpros' }, out: { type: 'string' } },
});
const out = resolve(values.out ?? join(import.meta.dirname, '../k8s/nats'));
const users = natsUsers(values.namespace);
writeFileSync(join(out, 'authorization.conf'), authorizationConf(users));
writeFileSync(join(out, 'values.yaml'), helmValues(users));
console.log(`${users.length} NATS users written to ${out}`);
