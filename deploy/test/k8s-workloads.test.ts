import { randomUUID } from 'node:crypto';
import { busNames, createLogger, NatsBus, prepareService } from '@localpros/kit';
import { createTestDatabase } from '@localpros/kit/testing';
import { connect } from 'nats';
import { afterAll, describe, expect, it } from 'vitest';
import { matchingService } from '../../services/matching/src/index.js';
import { type KubeObject, kubectlMissing, named, ofKind, overlayNames, render } from './support/kustomize.js';
import { httpPort, processNames } from './support/processes.js';

/** The pods' shape in every overlay: the one image, their own accounts, the hardening, the autoscalers. */
const podSpecs = (objects: KubeObject[]) =>
  [...ofKind(objects, 'Deployment'), ...ofKind(objects, 'Job')].map((workload) => ({
    workload: `${workload.kind} ${workload.metadata.name}`,
    pod: workload.spec.template.spec,
  }));

const imageName = (image: string) => image.replace(/:[^:/]+$/, '');

/** The event types matching subscribes to, from its module (each is a durable consumer on the broker). */
const matchingEventTypes = (): string[] =>
  matchingService
    .instantiate({ env: {} } as never)
    .consumers()
    .map((consumer) => consumer.event.type);

describe.skipIf(kubectlMissing).each(overlayNames())('k8s overlays/%s', (overlay) => {
  const objects = () => render(`overlays/${overlay}`);

  it('runs every process and the migration from the one image, at one release', () => {
    const images = podSpecs(objects()).flatMap(({ pod }) => pod.containers.map((c: { image: string }) => c.image));
    // localpros/localpros, in prod from the operator's registry (k8s-site.test.ts).
    expect(images.map(imageName).every((name) => /(^|\/)localpros\/localpros$/.test(name))).toBe(true);
    expect(new Set(images).size).toBe(1);
  });

  it('gives each workload a ServiceAccount of its own, without an API token', () => {
    const accounts = podSpecs(objects()).map(({ pod }) => pod.serviceAccountName);
    expect(new Set(accounts).size).toBe(accounts.length);
    for (const { workload, pod } of podSpecs(objects())) {
      expect(pod.automountServiceAccountToken, workload).toBe(false);
      expect(named(objects(), 'ServiceAccount', pod.serviceAccountName).automountServiceAccountToken).toBe(false);
    }
  });

  it('keeps the hardening: non-root, read-only root filesystem, no capabilities, probes on the HTTP port', () => {
    for (const { workload, pod } of podSpecs(objects())) {
      expect(pod.securityContext, workload).toMatchObject({
        runAsNonRoot: true,
        seccompProfile: { type: 'RuntimeDefault' },
      });
      for (const container of pod.containers) {
        expect(container.securityContext, workload).toEqual({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
        expect(container.resources.requests.cpu, workload).toBeDefined();
      }
    }
    for (const name of processNames) {
      const [container] = named(objects(), 'Deployment', name).spec.template.spec.containers;
      const http = container.ports.find((port: { name: string }) => port.name === 'http');
      expect(http.containerPort, name).toBe(httpPort(name));
      expect(container.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
      expect(container.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
    }
  });

  it("mounts the database's CA (optional ConfigMap) in every pod that reaches PostgreSQL, and only there", () => {
    for (const { workload, pod } of podSpecs(objects())) {
      const [container] = pod.containers;
      const readsDatabase = (container.env ?? []).some((v: { name: string }) => v.name === 'DATABASE_URL');
      const volume = (pod.volumes ?? []).find((v: { name: string }) => v.name === 'db-ca');
      const mount = (container.volumeMounts ?? []).find((m: { name: string }) => m.name === 'db-ca');
      if (!readsDatabase) {
        expect(volume, workload).toBeUndefined();
        continue;
      }
      expect(volume, workload).toEqual({ name: 'db-ca', configMap: { name: 'localpros-db-ca', optional: true } });
      expect(mount, workload).toEqual({ name: 'db-ca', mountPath: '/etc/localpros/db-ca', readOnly: true });
    }
  });

  it("caps the BFF's V8 heap below its memory request, the services' below their limit", () => {
    for (const { workload, pod } of podSpecs(objects())) {
      const [container] = pod.containers;
      const options = (container.env ?? []).find((v: { name: string }) => v.name === 'NODE_OPTIONS')?.value ?? '';
      const heapMiB = Number(/--max-old-space-size=(\d+)/.exec(options)?.[1]);
      if (workload === 'Job localpros-migrate') continue;
      expect(heapMiB, workload).toBe(workload === 'Deployment bff' ? 160 : 320);
    }
  });

  it('services never migrate at start; the Job runs migrate --all', () => {
    for (const name of processNames.filter((process) => process !== 'bff')) {
      const [container] = named(objects(), 'Deployment', name).spec.template.spec.containers;
      expect(container.env, name).toContainEqual({ name: 'MIGRATE_ON_START', value: 'false' });
    }
    const job = named(objects(), 'Job', 'localpros-migrate');
    expect(job.spec.template.spec.containers[0].command).toEqual(['node', '--enable-source-maps', 'dist/main.js']);
    expect(job.spec.template.spec.containers[0].args).toEqual(['migrate', '--all']);
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
  });

  it('applies in two stages: the migrate stage holds everything the Job needs', () => {
    const stage = objects().filter((object) => object.metadata.labels?.['localpros.io/stage'] === 'migrate');
    const has = (kind: string, name: string) =>
      stage.some((object) => object.kind === kind && object.metadata.name === name) ||
      (kind === 'Secret' && stage.some((o) => o.kind === 'ExternalSecret' && o.spec.target.name === name));
    const pod = named(objects(), 'Job', 'localpros-migrate').spec.template.spec;
    const [container] = pod.containers;
    const needs = [
      ['Namespace', named(objects(), 'Job', 'localpros-migrate').metadata.namespace],
      ['ServiceAccount', pod.serviceAccountName],
      ...container.envFrom.map((source: { configMapRef: { name: string } }) => ['ConfigMap', source.configMapRef.name]),
      ...container.env
        .filter((variable: { valueFrom?: unknown }) => variable.valueFrom)
        .map((variable: { valueFrom: { secretKeyRef: { name: string } } }) => [
          'Secret',
          variable.valueFrom.secretKeyRef.name,
        ]),
      ['NetworkPolicy', 'default-deny'],
      ['NetworkPolicy', 'allow-dns'],
      ['NetworkPolicy', 'migrate-egress'],
    ];
    expect(needs.filter(([kind, name]) => !has(kind, name))).toEqual([]);
    expect(stage.some((object) => object.kind === 'Deployment')).toBe(false);
  });

  it('lets the migration pod reach PostgreSQL and nothing else', () => {
    const policies = ofKind(objects(), 'NetworkPolicy').filter(
      (policy) => policy.spec.podSelector.matchLabels?.['app.kubernetes.io/component'] === 'migration',
    );
    const ports = policies.flatMap((policy) =>
      policy.spec.egress.flatMap((rule: { ports: { port: number }[] }) => rule.ports.map((p) => p.port)),
    );
    expect(ports).toEqual([5432]);
  });

  it('scales matching with exactly one autoscaler, and never sets replicas on a scaled Deployment', () => {
    const targets = [...ofKind(objects(), 'HorizontalPodAutoscaler'), ...ofKind(objects(), 'ScaledObject')].map(
      (scaler) => scaler.spec.scaleTargetRef.name,
    );
    expect(targets.filter((name) => name === 'matching')).toHaveLength(1);
    expect(new Set(targets).size).toBe(targets.length);
    for (const name of targets) expect(named(objects(), 'Deployment', name).spec.replicas, name).toBeUndefined();
  });

  it("KEDA reads the lag of matching's own durable consumers on the events stream", () => {
    const config = ofKind(objects(), 'ConfigMap').find((map) => map.metadata.name.startsWith('localpros-config'));
    const names = busNames(config?.data?.BUS_NAMESPACE || undefined);
    const consumers = matchingEventTypes().map((type) => names.durableName(matchingService.name, type));
    for (const scaled of ofKind(objects(), 'ScaledObject')) {
      const triggers = scaled.spec.triggers.filter((trigger: { type: string }) => trigger.type === 'nats-jetstream');
      expect(triggers.length).toBeGreaterThan(0);
      for (const trigger of triggers) {
        expect(trigger.metadata.stream).toBe(names.eventsStream);
        expect(consumers).toContain(trigger.metadata.consumer);
      }
    }
  });
});

describe.skipIf(kubectlMissing)('k8s autoscaling per overlay', () => {
  it('prod scales matching with KEDA (JetStream lag and CPU), dev with a CPU HPA', () => {
    const prod = render('overlays/prod');
    expect(ofKind(prod, 'HorizontalPodAutoscaler')).toEqual([]);
    const triggers = named(prod, 'ScaledObject', 'matching').spec.triggers.map((t: { type: string }) => t.type);
    expect(triggers).toEqual(expect.arrayContaining(['nats-jetstream', 'cpu']));
    const dev = render('overlays/dev');
    expect(ofKind(dev, 'ScaledObject')).toEqual([]);
    expect(named(dev, 'HorizontalPodAutoscaler', 'matching').spec.metrics[0].resource.name).toBe('cpu');
  });

  it('knows matching subscribes to JobPosted (the consumer KEDA watches first)', () => {
    expect(matchingEventTypes()).toContain('JobPosted');
  });

  it('falls back to a fixed count when the lag cannot be read, on per-pod lag triggers', () => {
    const spec = named(render('overlays/prod'), 'ScaledObject', 'matching').spec;
    // failureThreshold is required with replicas; between the floor and the ceiling, so neither
    // a frozen burst count nor the minimum is what an outage of the monitoring endpoint leaves.
    expect(spec.fallback.failureThreshold).toBeGreaterThan(0);
    expect(spec.fallback.replicas).toBeGreaterThan(spec.minReplicaCount);
    expect(spec.fallback.replicas).toBeLessThan(spec.maxReplicaCount);
    // KEDA (2.17+) accepts a fallback beside a cpu trigger only with AverageValue lag triggers.
    for (const trigger of spec.triggers.filter((t: { type: string }) => t.type !== 'cpu')) {
      expect(trigger.metricType, trigger.metadata.consumer).toBe('AverageValue');
    }
  });
});

/**
 * The names KEDA reads on the broker are those matching's bus really creates: matching prepared on
 * a real NATS server (its own namespace, so nothing on the shared server is touched) makes its
 * durables, which are then listed from JetStream. A name KEDA watched that matching never made
 * would read as the whole stream's backlog and scale matching to its ceiling.
 */
const natsUrl = process.env.TEST_NATS_URL;
describe.skipIf(kubectlMissing || !natsUrl)("k8s KEDA triggers against matching's durables on NATS", () => {
  const namespace = `kedatest${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  const logger = createLogger({ name: 'keda-names', level: 'silent' });
  let handle: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let bus: NatsBus | undefined;

  afterAll(async () => {
    await bus?.close();
    const connection = await connect({ servers: natsUrl });
    const manager = await connection.jetstreamManager();
    for (const stream of [busNames(namespace).eventsStream, busNames(namespace).deadLetterStream]) {
      await manager.streams.delete(stream).catch(() => undefined);
    }
    await connection.close();
    await handle?.drop();
  });

  it('names a stream and consumers matching creates', async () => {
    handle = await createTestDatabase();
    bus = await NatsBus.connect({ url: natsUrl as string, name: 'keda-names', namespace, logger });
    await prepareService(matchingService, { database: handle.database, bus, logger });
    await bus.start();
    const connection = await connect({ servers: natsUrl });
    const created: string[] = [];
    try {
      const manager = await connection.jetstreamManager();
      for await (const consumer of manager.consumers.list(busNames(namespace).eventsStream)) {
        created.push(consumer.name);
      }
    } finally {
      await connection.close();
    }
    const triggers = named(render('overlays/prod'), 'ScaledObject', 'matching').spec.triggers.filter(
      (t: { type: string }) => t.type === 'nats-jetstream',
    );
    for (const trigger of triggers) {
      // The same busNames() named the stream listed above, under this test's namespace.
      expect(trigger.metadata.stream).toBe(busNames().eventsStream);
      expect(created, trigger.metadata.consumer).toContain(trigger.metadata.consumer);
    }
    expect(triggers.map((t: { metadata: { consumer: string } }) => t.metadata.consumer)).toContain(
      'matching__JobPosted',
    );
  }, 60_000);
});
