import { describe, expect, it } from 'vitest';
import { type KubeObject, kubectlMissing, named, ofKind, overlayNames, render } from './support/kustomize.js';
import { containerEnv, secretKeys } from './support/pod-env.js';
import { type ProcessName, processNames, requiredInProduction, startupProblems } from './support/processes.js';

/**
 * Each Deployment gives its process every variable the process's config schemas require on
 * production (read from the schemas in code), from values, the ConfigMap or Secrets that the same
 * render provides; and with Secrets filled in, the process's own schemas accept the environment.
 */
const processContainer = (objects: KubeObject[], name: ProcessName) =>
  named(objects, 'Deployment', name).spec.template.spec.containers[0];

describe('the variables each process requires on production, derived from its config schemas', () => {
  it('finds the secrets and the bus a service needs, and the BFF its session key', () => {
    expect(requiredInProduction('identity')).toEqual(
      expect.arrayContaining([
        'CODE_ENCRYPTION_KEY',
        'CODE_SECRET',
        'UNSUBSCRIBE_SECRET',
        'DATABASE_URL',
        'NATS_URL',
        'CALLER_PUBLIC_KEYS',
        'GRPC_TLS_CA_FILE',
        'GRPC_TLS_CERT_FILE',
        'GRPC_TLS_KEY_FILE',
      ]),
    );
    expect(requiredInProduction('notifications')).toEqual(
      expect.arrayContaining(['CODE_ENCRYPTION_KEY', 'UNSUBSCRIBE_SECRET', 'SMTP_URL']),
    );
    // The BFF's live streams hear the notifications on NATS (bff/src/live/live-config.ts).
    expect(requiredInProduction('bff')).toEqual(
      expect.arrayContaining(['JWT_SECRET', 'CALLER_SIGNING_KEY', 'GRPC_TLS_CA_FILE', 'NATS_URL']),
    );
  });
});

describe.skipIf(kubectlMissing)('k8s: each process gets the environment it requires', () => {
  describe.each(overlayNames())('overlays/%s', (overlay) => {
    it.each(processNames)('%s: every required variable is set, from objects the render has', (name) => {
      const objects = render(`overlays/${overlay}`);
      const { env, dangling } = containerEnv(objects, processContainer(objects, name));
      expect(dangling).toEqual([]);
      const missing = requiredInProduction(name).filter((variable) => !(variable in env));
      expect(missing).toEqual([]);
      expect(startupProblems(name, env)).toEqual([]);
      expect(env.LOCALPROS_SERVICE).toBe(name);
    });

    it('the migration Job gets the owner database URL from an object the render has', () => {
      const objects = render(`overlays/${overlay}`);
      const job = named(objects, 'Job', 'localpros-migrate');
      const { env, dangling } = containerEnv(objects, job.spec.template.spec.containers[0]);
      expect(dangling).toEqual([]);
      expect(env.DATABASE_URL).toMatch(/^postgresql:\/\//);
      const ref = job.spec.template.spec.containers[0].env.find((v: { name: string }) => v.name === 'DATABASE_URL');
      expect(ref.valueFrom.secretKeyRef.key).toBe('owner-url');
    });
  });

  it('a missing secret is caught (the check itself can fail)', () => {
    const objects = render('overlays/prod');
    const container = processContainer(objects, 'identity');
    container.env = container.env.filter((variable: { name: string }) => variable.name !== 'CODE_SECRET');
    const { env } = containerEnv(objects, container);
    expect(requiredInProduction('identity').filter((variable) => !(variable in env))).toEqual(['CODE_SECRET']);
    expect(startupProblems('identity', env).join('\n')).toMatch(/CODE_SECRET/);
  });

  it('dev and prod provide the same Secrets with the same keys', () => {
    const keysByName = (overlay: string) => {
      const objects = render(`overlays/${overlay}`);
      const names = [
        ...ofKind(objects, 'Secret').map((secret) => secret.metadata.name.replace(/-[a-z0-9]{10}$/, '')),
        ...ofKind(objects, 'ExternalSecret').map((external) => external.spec.target.name),
      ];
      return Object.fromEntries(
        names.map((name) => {
          const full = ofKind(objects, 'Secret').find((s) => s.metadata.name.startsWith(`${name}-`))?.metadata.name;
          return [name, (secretKeys(objects, full ?? name) ?? []).sort()];
        }),
      );
    };
    const prod = keysByName('prod');
    expect(Object.keys(prod).sort()).toEqual([
      'localpros-auth',
      'localpros-bus',
      'localpros-caller-keys',
      'localpros-db',
      'localpros-mail',
      'localpros-payments',
      'localpros-push',
      'localpros-sms',
    ]);
    expect(keysByName('dev')).toEqual(prod);
  });

  it('every service reads its own database role, never the owner', () => {
    for (const overlay of overlayNames()) {
      const objects = render(`overlays/${overlay}`);
      for (const name of processNames.filter((process) => process !== 'bff')) {
        const database = processContainer(objects, name).env.find((v: { name: string }) => v.name === 'DATABASE_URL');
        expect(database.valueFrom.secretKeyRef.key).toBe(`${name}-url`);
      }
      expect(
        ofKind(objects, 'Deployment')
          .map((deployment) => deployment.metadata.name)
          .sort(),
      ).toEqual([...processNames].sort());
    }
  });
});
