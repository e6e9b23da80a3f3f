import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { defaultMailFrom } from '../../services/notifications/src/delivery/mail-from.js';
import { type KubeObject, kubectlMissing, named, ofKind, render, renderEdited, repoRoot } from './support/kustomize.js';

/**
 * The prod overlay as an operator applies it: the release's image from a registry, and the site's
 * host given once (overlays/prod/site.yaml) and followed by the ingress, its certificate, the links
 * and senders the processes use.
 */
const siteFile = 'overlays/prod/site.yaml';
const shippedHost = 'localpros.example.com';

/** The prod overlay rendered after site.yaml's host became `host` in a copy of k8s/. */
const renderWithHost = (host: string) =>
  renderEdited('overlays/prod', (copy) => {
    const site = parse(readFileSync(join(copy, siteFile), 'utf8'));
    site.data.host = host;
    writeFileSync(join(copy, siteFile), stringify(site));
  });

const configOf = (objects: KubeObject[]) => {
  const config = ofKind(objects, 'ConfigMap').find((map) => map.metadata.name.startsWith('localpros-config-'));
  if (!config?.data) throw new Error('no ConfigMap localpros-config');
  return config;
};
const images = (objects: KubeObject[]) =>
  [...ofKind(objects, 'Deployment'), ...ofKind(objects, 'Job')].flatMap((workload) =>
    workload.spec.template.spec.containers.map((container: { image: string }) => container.image),
  );

describe.skipIf(kubectlMissing)('k8s prod: the site, given once', () => {
  it("runs every pod from the release's image in a registry: a registry host, a tag, never latest", () => {
    const all = images(render('overlays/prod'));
    expect(all.length).toBeGreaterThan(8);
    for (const image of all) {
      // The first part of the name is a registry host (a dot, a port or localhost), not Docker Hub's user.
      const [first = ''] = image.split('/');
      expect(image.split('/').length, image).toBeGreaterThan(1);
      expect(/[.:]/.test(first) || first === 'localhost', image).toBe(true);
      const tag = image.match(/:([\w][\w.-]{0,127})(@sha256:[0-9a-f]{64})?$/)?.[1];
      expect(tag, image).toBeDefined();
      expect(tag).not.toBe('latest');
    }
  });

  it('serves the host over TLS that cert-manager issues, for exactly the host it routes', () => {
    const ingress = named(render('overlays/prod'), 'Ingress', 'localpros') as KubeObject & {
      metadata: { annotations?: Record<string, string> };
    };
    expect(ingress.metadata.annotations?.['cert-manager.io/cluster-issuer']).toBe('letsencrypt');
    expect(ingress.spec.tls).toEqual([{ hosts: [shippedHost], secretName: 'localpros-tls' }]);
    expect(ingress.spec.rules.map((rule: { host: string }) => rule.host)).toEqual([shippedHost]);
  });

  it('the example ClusterIssuer the overlay names is one cert-manager accepts', async () => {
    const issuer = parse(readFileSync(join(repoRoot, 'k8s/cert-manager/cluster-issuer.yaml'), 'utf8'));
    const { ClusterIssuer } = await import('@kubernetes-models/cert-manager/cert-manager.io/v1');
    expect(() => new ClusterIssuer(issuer).validate()).not.toThrow();
    expect(issuer.metadata.name).toBe('letsencrypt');
  });

  it('follows one edit of site.yaml everywhere: ingress, certificate, PUBLIC_URL, VAPID_SUBJECT, the sender', () => {
    const host = 'www.cleaners.example.org';
    const edited = renderWithHost(host);
    // Not one place still names the shipped host: nothing was missed.
    expect(JSON.stringify(edited)).not.toContain(shippedHost);
    const ingress = named(edited, 'Ingress', 'localpros');
    expect(ingress.spec.rules[0].host).toBe(host);
    expect(ingress.spec.tls[0].hosts).toEqual([host]);
    const config = configOf(edited);
    expect(config.data?.PUBLIC_URL).toBe(`https://${host}`);
    expect(config.data?.VAPID_SUBJECT).toBe(`mailto:support@${host}`);
    // MAIL_FROM is left to notifications, which derives it from PUBLIC_URL.
    expect(config.data?.MAIL_FROM).toBeUndefined();
    expect(defaultMailFrom(config.data?.PUBLIC_URL)).toBe('LocalPros <no-reply@cleaners.example.org>');
    // A new ConfigMap name (its content's hash): the pods roll onto the new host.
    expect(config.metadata.name).not.toBe(configOf(render('overlays/prod')).metadata.name);
    // The site's parameters are the build's only: never applied as a ConfigMap.
    expect(ofKind(edited, 'ConfigMap').map((map) => map.metadata.name)).not.toContain('localpros-site');
  });

  it('keeps every secret value out of git: no Secret, no credential in a ConfigMap', () => {
    const objects = render('overlays/prod');
    expect(ofKind(objects, 'Secret')).toEqual([]);
    for (const value of Object.values(configOf(objects).data ?? {})) {
      expect(value).not.toMatch(/:\/\/[^/@\s]+:[^/@\s]+@/);
    }
  });
});
