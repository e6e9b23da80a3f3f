import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import {
  type KubeObject,
  k8sFile,
  kubectlMissing,
  named,
  ofKind,
  overlayNames,
  render,
  renderEdited,
  selects,
} from './support/kustomize.js';

/**
 * The NetworkPolicies' parameters, given once per overlay in its site.yaml (the ingress controller,
 * the SMTP relay, the OpenTelemetry collector) and written into the policies by
 * components/network-parameters; DNS through kube-dns or NodeLocal DNSCache. Each value an operator
 * changes opens exactly what it names, and nothing else.
 */
type Site = Record<string, string>;
const siteOf = (overlay: string, root?: string): Site => parse(k8sFile(`overlays/${overlay}/site.yaml`, root)).data;

const policy = (objects: KubeObject[], name: string) => named(objects, 'NetworkPolicy', name).spec;
const inNamespace = (namespace: string, name: string) => ({
  namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': namespace } },
  podSelector: { matchLabels: { 'app.kubernetes.io/name': name } },
});
const tcp = (port: number) => ({ protocol: 'TCP', port });

/** What site.yaml's values must have become in the policies of a render. */
function expectParameters(objects: KubeObject[], site: Site) {
  expect(policy(objects, 'bff-from-ingress').ingress).toEqual([
    {
      from: [inNamespace(site['ingress-namespace'] ?? '', site['ingress-pod'] ?? '')],
      ports: [{ protocol: 'TCP', port: 'http' }],
    },
  ]);
  // A number, never the string: a string port would name a container port.
  expect(policy(objects, 'notifications-smtp-relay').egress).toEqual([
    {
      to: [
        inNamespace(site['smtp-relay-namespace'] ?? '', site['smtp-relay-pod'] ?? ''),
        { ipBlock: { cidr: site['smtp-relay-cidr'] } },
      ],
      ports: [tcp(Number(site['smtp-relay-port']))],
    },
  ]);
  expect(policy(objects, 'traces-to-collector').egress).toEqual([
    { to: [inNamespace(site['otlp-namespace'] ?? '', site['otlp-pod'] ?? '')], ports: [tcp(4317), tcp(4318)] },
  ]);
}

describe.skipIf(kubectlMissing).each(overlayNames())('k8s overlays/%s: network parameters', (overlay) => {
  it("writes site.yaml's ingress controller, SMTP relay and collector into the policies", () => {
    expectParameters(render(`overlays/${overlay}`), siteOf(overlay));
  });

  it('lets every pod resolve names through kube-dns or NodeLocal DNSCache, on 53 only', () => {
    const dns = policy(render(`overlays/${overlay}`), 'allow-dns');
    expect(dns.podSelector).toEqual({});
    expect(dns.egress).toEqual([
      {
        to: [
          {
            namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } },
            podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } },
          },
          { ipBlock: { cidr: '169.254.20.10/32' } },
        ],
        ports: [
          { protocol: 'UDP', port: 53 },
          { protocol: 'TCP', port: 53 },
        ],
      },
    ]);
  });

  it('sends traces from the bff and every service, never from the migration Job', () => {
    const objects = render(`overlays/${overlay}`);
    const selector = policy(objects, 'traces-to-collector').podSelector;
    expect(selector).toEqual({
      matchExpressions: [{ key: 'app.kubernetes.io/component', operator: 'In', values: ['service', 'bff'] }],
    });
    const components = [...ofKind(objects, 'Deployment'), ...ofKind(objects, 'Job')].map(
      (workload) => workload.spec.template.metadata.labels['app.kubernetes.io/component'],
    );
    expect(new Set(components)).toEqual(new Set(['service', 'bff', 'migration']));
  });

  it('follows an edit of each value, and changes nothing but the three policies', () => {
    const changed: Site = {
      'ingress-namespace': 'traefik',
      'ingress-pod': 'traefik',
      'smtp-relay-namespace': 'mail',
      'smtp-relay-pod': 'postfix',
      'smtp-relay-cidr': '10.20.0.25/32',
      'smtp-relay-port': '2525',
      'otlp-namespace': 'observability',
      'otlp-pod': 'otel-collector',
    };
    let site: Site = {};
    const edited = renderEdited(`overlays/${overlay}`, (copy) => {
      const file = join(copy, 'overlays', overlay, 'site.yaml');
      const document = parse(readFileSync(file, 'utf8'));
      document.data = { ...document.data, ...changed };
      writeFileSync(file, stringify(document));
      site = siteOf(overlay, copy);
    });
    expect(site).toMatchObject(changed);
    expectParameters(edited, site);
    const parameterised = new Set(['bff-from-ingress', 'notifications-smtp-relay', 'traces-to-collector']);
    const rest = (objects: KubeObject[]) =>
      objects.filter((object) => !(object.kind === 'NetworkPolicy' && parameterised.has(object.metadata.name)));
    expect(rest(edited)).toEqual(rest(render(`overlays/${overlay}`)));
  });
});

describe.skipIf(kubectlMissing)('k8s prod: where notifications may send', () => {
  it('mail providers outside on 25/465/587, the relay, Vonage and push services on 443, its database, bus and collector, DNS: nothing else', () => {
    const objects = render('overlays/prod');
    const site = siteOf('prod');
    const pod = named(objects, 'Deployment', 'notifications').spec.template.metadata.labels;
    const egress = Object.fromEntries(
      ofKind(objects, 'NetworkPolicy')
        .filter((p) => p.spec.egress && selects(p.spec.podSelector, pod))
        .map((p) => [p.metadata.name, p.spec.egress]),
    );
    const outside = { ipBlock: { cidr: '0.0.0.0/0', except: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'] } };
    const relay = inNamespace(site['smtp-relay-namespace'] ?? '', site['smtp-relay-pod'] ?? '');
    expect(egress).toEqual({
      'allow-dns': policy(objects, 'allow-dns').egress,
      'services-egress': [
        { to: [inNamespace('postgres', 'postgresql')], ports: [tcp(5432)] },
        { to: [inNamespace('nats', 'nats')], ports: [tcp(4222)] },
      ],
      'notifications-smtp': [{ to: [outside], ports: [tcp(25), tcp(465), tcp(587)] }],
      'notifications-smtp-relay': [
        { to: [relay, { ipBlock: { cidr: site['smtp-relay-cidr'] } }], ports: [tcp(Number(site['smtp-relay-port']))] },
      ],
      'notifications-sms': [{ to: [outside], ports: [tcp(443)] }],
      'traces-to-collector': [
        { to: [inNamespace(site['otlp-namespace'] ?? '', site['otlp-pod'] ?? '')], ports: [tcp(4317), tcp(4318)] },
      ],
    });
  });
});
