import { serviceNames } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import { bffConfigSchema, bffSecrets } from '../../bff/src/config.js';
import { billingSecrets } from '../../services/billing/src/config.js';
import { identitySecrets } from '../../services/identity/src/config.js';
import { notificationsSecrets, smsProviderSecrets } from '../../services/notifications/src/config.js';
import { webPushSecrets } from '../../services/notifications/src/push/push-config.js';
import { kubectlMissing, type LabelSelector, render, selects } from './support/kustomize.js';

/**
 * The k8s/ prod overlay as an operator applies it: every process gets the secrets its config
 * requires on production, from Secrets whose placeholders stop it; NATS and Redis take
 * credentials; the NetworkPolicies select pods that exist, on ports they have.
 */

interface Labels {
  [key: string]: string;
}
type Selector = LabelSelector;
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string } };
}
interface Container {
  name: string;
  ports?: { name: string; containerPort: number }[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string } }[];
  readinessProbe?: { httpGet: { path: string; port: string } };
}
interface Resource {
  kind: string;
  metadata: { name: string; annotations?: Labels; labels?: Labels };
  data?: Labels;
  stringData?: Labels;
  spec?: {
    podSelector?: Selector;
    policyTypes?: string[];
    ingress?: Rule[];
    egress?: Rule[];
    template?: { metadata: { labels: Labels; annotations?: Labels }; spec: { containers: Container[] } };
    rules?: { http: { paths: { path: string; backend: { service: { name: string; port: { name: string } } } }[] } }[];
    ports?: { name: string; port: number; targetPort: string }[];
  };
}
interface Peer {
  namespaceSelector?: Selector;
  podSelector?: Selector;
  ipBlock?: { cidr: string; except?: string[] };
}
interface Rule {
  from?: Peer[];
  to?: Peer[];
  ports?: { port: number | string; endPort?: number; protocol?: string }[];
}

// The prod overlay as `kubectl kustomize` renders it (support/kustomize.ts); empty where kubectl is missing.
const resources: Resource[] = kubectlMissing ? [] : (render('overlays/prod') as unknown as Resource[]);
const ofKind = (kind: string) => resources.filter((r) => r.kind === kind);
const named = (kind: string, name: string) => {
  // configMapGenerator appends a content hash to the name.
  const found = ofKind(kind).find((r) => r.metadata.name === name || r.metadata.name.startsWith(`${name}-`));
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
};
const deployments = ofKind('Deployment');
const containerOf = (deployment: Resource) => deployment.spec?.template?.spec.containers[0] as Container;
const envOf = (name: string) => containerOf(named('Deployment', name)).env ?? [];
const config = named('ConfigMap', 'localpros-config').data ?? {};
// On prod the Secrets come from the External Secrets Operator: each ExternalSecret names the Secret it makes.
const externalSecrets = () =>
  ofKind('ExternalSecret').map(
    (r) => (r.spec as { target?: { name?: string } } | undefined)?.target?.name ?? r.metadata.name,
  );
const secretsOf = (name: string) =>
  envOf(name)
    .filter((v) => v.valueFrom?.secretKeyRef && /SECRET|KEY|TOKEN/.test(v.name))
    .map((v) => v.name)
    .sort();

const services = serviceNames;
const expectedSecrets: Record<string, readonly string[]> = {
  // The BFF alone holds the caller signing key; the services hold only its public half.
  bff: [...bffSecrets, 'CALLER_SIGNING_KEY'],
  billing: ['CALLER_PUBLIC_KEYS', ...billingSecrets],
  identity: ['CALLER_PUBLIC_KEYS', ...identitySecrets],
  notifications: ['CALLER_PUBLIC_KEYS', ...notificationsSecrets, ...smsProviderSecrets, ...webPushSecrets],
};

describe.skipIf(kubectlMissing)('k8s: production mode and secrets', () => {
  it('runs every process with NODE_ENV=production, listening on the pod IP', () => {
    expect(config.NODE_ENV).toBe('production');
    expect(config.HOST).toBe('0.0.0.0');
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual([...services, 'bff'].sort());
    for (const deployment of deployments) {
      expect(containerOf(deployment).envFrom).toContainEqual({
        configMapRef: { name: named('ConfigMap', 'localpros-config').metadata.name },
      });
    }
  });

  it('gives each process exactly the secrets its config requires, each from a Secret the overlay makes', () => {
    for (const name of ['bff', ...services]) {
      expect(secretsOf(name), name).toEqual([...(expectedSecrets[name] ?? ['CALLER_PUBLIC_KEYS'])].sort());
      for (const variable of envOf(name)) {
        if (variable.valueFrom?.secretKeyRef) expect(externalSecrets()).toContain(variable.valueFrom.secretKeyRef.name);
      }
    }
  });

  it('gives NATS and Redis credentials from a Secret, never from the ConfigMap; each service and the BFF its own NATS user', () => {
    expect(config.NATS_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    for (const name of services) {
      const nats = envOf(name).find((v) => v.name === 'NATS_URL')?.valueFrom?.secretKeyRef;
      expect(nats, name).toEqual({ name: 'localpros-bus', key: `${name}-nats-url` });
    }
    // The BFF listens for its live streams' notifications as its own user (subscribe only, k8s/nats).
    const bffNats = envOf('bff').find((v) => v.name === 'NATS_URL')?.valueFrom?.secretKeyRef;
    expect(bffNats).toEqual({ name: 'localpros-bus', key: 'bff-nats-url' });
    const redis = envOf('bff').find((v) => v.name === 'REDIS_URL')?.valueFrom?.secretKeyRef;
    expect(redis).toEqual({ name: 'localpros-bus', key: 'redis-url' });
    expect(externalSecrets()).toContain('localpros-bus');
  });
});

describe.skipIf(kubectlMissing)('k8s: the BFF behind the ingress', () => {
  const bff = containerOf(named('Deployment', 'bff'));
  const env = Object.fromEntries((bff.env ?? []).map((v) => [v.name, v.value]));
  const port = (name: string) => bff.ports?.find((p) => p.name === name)?.containerPort;

  it('trusts exactly the ingress hop for the client address', () => {
    expect(env.TRUST_PROXY).toBe('1');
    expect(bffConfigSchema.safeParse({ ...env, NODE_ENV: 'development' }).success).toBe(true);
  });

  it('serves /metrics on the internal port Prometheus scrapes, and the ingress routes only the public one', () => {
    expect(Number(env.METRICS_PORT)).toBe(port('metrics'));
    expect(named('Deployment', 'bff').spec?.template?.metadata.annotations?.['prometheus.io/port']).toBe(
      String(port('metrics')),
    );
    expect(Number(env.PORT)).toBe(port('http'));
    const backends = named('Ingress', 'localpros').spec?.rules?.flatMap((r) => r.http.paths) ?? [];
    expect(backends.map((p) => p.backend.service)).toEqual([{ name: 'bff', port: { name: 'http' } }]);
    expect(named('Service', 'bff').spec?.ports?.map((p) => p.targetPort)).toEqual(['http']);
    expect(bff.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });
  });

  it("scrapes each service's own HTTP port", () => {
    for (const name of services) {
      const deployment = named('Deployment', name);
      const http = containerOf(deployment).ports?.find((p) => p.name === 'http')?.containerPort;
      expect(deployment.spec?.template?.metadata.annotations?.['prometheus.io/port']).toBe(String(http));
    }
  });
});

describe.skipIf(kubectlMissing)('k8s: network policies', () => {
  const policies = ofKind('NetworkPolicy');
  // Pods come from the Deployments and from the migration Job.
  const podsOf = (selector: Selector | undefined) =>
    [...deployments, ...ofKind('Job')].filter((d) => selects(selector, d.spec?.template?.metadata.labels ?? {}));
  const policy = (name: string) => named('NetworkPolicy', name).spec ?? {};
  const hasPort = (deployment: Resource, port: number | string) =>
    (containerOf(deployment).ports ?? []).some((p) => p.name === port || p.containerPort === port);

  it('denies everything by default, ingress and egress', () => {
    expect(policy('default-deny')).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
  });

  it('selects pods the manifests really label, on ports they really have', () => {
    for (const { metadata, spec } of policies) {
      const selected = podsOf(spec?.podSelector);
      expect(selected.length, metadata.name).toBeGreaterThan(0);
      for (const rule of [...(spec?.ingress ?? [])]) {
        for (const { port, endPort } of rule.ports ?? []) {
          const present = selected.some((d) =>
            endPort
              ? (containerOf(d).ports ?? []).some((p) => p.containerPort >= Number(port) && p.containerPort <= endPort)
              : hasPort(d, port),
          );
          expect(present, `${metadata.name} port ${port}`).toBe(true);
        }
        // Peers in this namespace (no namespaceSelector) must be pods that exist.
        for (const peer of rule.from ?? []) {
          if (!peer.namespaceSelector && peer.podSelector) expect(podsOf(peer.podSelector).length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('lets only the ingress controller reach the BFF, and only the BFF reach the services', () => {
    const ingressRules = policies.flatMap((p) =>
      (p.spec?.ingress ?? []).map((rule) => ({ pods: podsOf(p.spec?.podSelector), rule })),
    );
    const into = (name: string) =>
      ingressRules.filter(({ pods }) => pods.some((d) => d.metadata.name === name)).map(({ rule }) => rule);
    const fromPrometheus = (rule: Rule) =>
      rule.from?.every((peer) => peer.podSelector?.matchLabels?.['app.kubernetes.io/name'] === 'prometheus');
    expect(into('bff').filter((rule) => !fromPrometheus(rule))).toEqual([
      {
        from: [
          {
            namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } },
            podSelector: { matchLabels: { 'app.kubernetes.io/name': 'ingress-nginx' } },
          },
        ],
        ports: [{ protocol: 'TCP', port: 'http' }],
      },
    ]);
    // Prometheus reaches the BFF's metrics port, never its public one.
    expect(
      into('bff')
        .filter(fromPrometheus)
        .flatMap((rule) => rule.ports?.map((p) => p.port)),
    ).not.toContain('http');
    for (const name of services) {
      expect(into(name).filter((rule) => !fromPrometheus(rule))).toEqual([
        {
          from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'bff' } } }],
          ports: [{ protocol: 'TCP', port: 'grpc' }],
        },
      ]);
    }
  });

  it('lets the services reach PostgreSQL and NATS, billing and notifications their providers, the BFF Redis, NATS and the services, and every pod DNS', () => {
    const egressPorts = (name: string) =>
      policies
        .filter((p) => podsOf(p.spec?.podSelector).some((d) => d.metadata.name === name))
        .flatMap((p) => (p.spec?.egress ?? []).flatMap((rule) => (rule.ports ?? []).map((x) => x.port)))
        .sort((a, b) => String(a).localeCompare(String(b)));
    const sorted = (ports: (number | string)[]) => ports.sort((a, b) => String(a).localeCompare(String(b)));
    // Every process also sends traces to the collector (4317 gRPC, 4318 HTTP).
    expect(egressPorts('bff')).toEqual(sorted([4222, 4317, 4318, 53, 53, 6379, 'grpc']));
    expect(egressPorts('jobs')).toEqual([4222, 4317, 4318, 53, 53, 5432]);
    // Mail providers on 25/465/587, and the relay's port (587 unless site.yaml says otherwise).
    expect(egressPorts('notifications')).toEqual([25, 4222, 4317, 4318, 443, 465, 53, 53, 5432, 587, 587]);
    // Square and GoCardless: billing's only way out besides the database and the bus.
    expect(egressPorts('billing')).toEqual([4222, 4317, 4318, 443, 53, 53, 5432]);
  });
});
