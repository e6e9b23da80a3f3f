import { type ServiceName, serviceNames } from '../../packages/contracts/src/services.js';
import { MAX_REPLICAS, type Replicas } from './cluster.js';

/**
 * Reads `--replicas matching=3[,jobs=2]`: how many processes each named service gets (the others
 * get one). Throws a message that names the problem: an unknown service, a bad count, a repeat.
 */
export function parseReplicas(option: string | undefined): Replicas {
  const replicas: Replicas = {};
  if (option === undefined) return replicas;
  const usage = `--replicas takes <service>=<n>[,<service>=<n>], n from 1 to ${MAX_REPLICAS}; services: ${serviceNames.join(', ')}`;
  if (option.trim() === '') throw new Error(`${usage} (got nothing)`);
  for (const part of option.split(',')) {
    const match = /^\s*([a-z]+)\s*=\s*(\d+)\s*$/.exec(part);
    if (!match) throw new Error(`${usage} (got "${part}")`);
    const [, service, count] = match as unknown as [string, string, string];
    if (!serviceNames.includes(service as ServiceName)) throw new Error(`${usage} (there is no service "${service}")`);
    const n = Number(count);
    if (n < 1 || n > MAX_REPLICAS) throw new Error(`${usage} (got ${service}=${count})`);
    if (replicas[service as ServiceName] !== undefined) throw new Error(`${usage} (${service} is given twice)`);
    replicas[service as ServiceName] = n;
  }
  return replicas;
}
