import { createRequire } from 'node:module';
import { join } from 'node:path';
import { serviceNames } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import { grpcWorkloads } from '../../scripts/grpc-certificates.mjs';
import { serviceFolders } from '../../scripts/service-folders.mjs';
import { readCompose } from './support/compose.js';
import { kubectlMissing, ofKind, render, repoRoot } from './support/kustomize.js';

/**
 * One list of services: contracts' `serviceNames`. TypeScript holds the embedded host, the
 * production processes and the migrations to it (`satisfies Record<ServiceName, …>`); this test
 * holds what cannot import it: the service folders (which the import-boundary rule and the
 * scripts read), docker-compose.yml and the Kubernetes manifests.
 */
const processes = [...serviceNames, 'bff'].sort();
const infrastructure = ['postgres', 'nats', 'redis', 'mailpit', 'migrate'];

describe('the one list of services', () => {
  it('has one folder per service under services/, which the scripts and the boundary rule read', () => {
    expect(serviceFolders(repoRoot)).toEqual([...serviceNames].sort());
    expect([...grpcWorkloads].sort()).toEqual(processes);
  });

  it("is what dependency-cruiser's rules name when a service is imported by package name", () => {
    const config = createRequire(import.meta.url)(join(repoRoot, '.dependency-cruiser.cjs'));
    const rule = config.forbidden.find((r: { name: string }) => r.name === 'no-service-to-service-by-name');
    const pattern = new RegExp(rule.to.path);
    for (const name of serviceNames) expect(pattern.test(`@localpros/${name}`), name).toBe(true);
    expect(pattern.test('@localpros/kit')).toBe(false);
  });

  it('is what docker-compose.yml runs, beside its infrastructure', () => {
    const services = Object.keys(readCompose().services).filter((name) => !infrastructure.includes(name));
    expect(services.sort()).toEqual(processes);
  });

  it.skipIf(kubectlMissing)('is what Kubernetes deploys, each process with its own gRPC certificate', () => {
    const objects = render('overlays/prod');
    expect(
      ofKind(objects, 'Deployment')
        .map((d) => d.metadata.name)
        .sort(),
    ).toEqual(processes);
    const certificates = ofKind(objects, 'Certificate').map((c) => c.metadata.name);
    for (const name of processes) expect(certificates).toContain(`${name}-grpc-tls`);
  });
});
