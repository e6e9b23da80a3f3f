import { describe, expect, it } from 'vitest';
import { type KubeObject, kubectlMissing, ofKind, overlayNames, render } from './support/kustomize.js';

/**
 * Every object each overlay renders, validated against the schema of its kind: the Kubernetes
 * OpenAPI schemas (kubernetes-models) and the CRDs of KEDA, the External Secrets Operator,
 * cert-manager and the Prometheus Operator (@kubernetes-models/keda, /external-secrets,
 * /cert-manager, /prometheus-operator). An apiVersion with no schema here fails: a new kind
 * needs its schema added, not a pass.
 */
type Model = new (data: unknown) => { validate(): void };
const schemaModules: Record<string, () => Promise<unknown>> = {
  v1: () => import('kubernetes-models/v1'),
  'apps/v1': () => import('kubernetes-models/apps/v1'),
  'batch/v1': () => import('kubernetes-models/batch/v1'),
  'policy/v1': () => import('kubernetes-models/policy/v1'),
  'autoscaling/v2': () => import('kubernetes-models/autoscaling/v2'),
  'networking.k8s.io/v1': () => import('kubernetes-models/networking.k8s.io/v1'),
  'keda.sh/v1alpha1': () => import('@kubernetes-models/keda/keda.sh/v1alpha1'),
  'external-secrets.io/v1': () => import('@kubernetes-models/external-secrets/external-secrets.io/v1'),
  'cert-manager.io/v1': () => import('@kubernetes-models/cert-manager/cert-manager.io/v1'),
  'monitoring.coreos.com/v1': () => import('@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1'),
};

async function schemaProblem(object: KubeObject): Promise<string | null> {
  const load = schemaModules[object.apiVersion];
  const model = load ? ((await load()) as Record<string, Model | undefined>)[object.kind] : undefined;
  if (!model) return `no schema for ${object.apiVersion} ${object.kind}`;
  try {
    new model(withoutLineBreaksInSecretData(object)).validate();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * Kustomize writes a generated Secret's base64 in lines of 76 characters; the API server's decoder
 * skips the line breaks, the schema's "byte" format does not.
 */
function withoutLineBreaksInSecretData(object: KubeObject): KubeObject {
  if (object.kind !== 'Secret' || !object.data) return object;
  const data = Object.fromEntries(Object.entries(object.data).map(([key, value]) => [key, value.replace(/\s/g, '')]));
  return { ...object, data };
}

describe.skipIf(kubectlMissing)('k8s overlays against the Kubernetes schemas', () => {
  it('has the dev and prod overlays', () => {
    expect(overlayNames()).toEqual(['dev', 'prod']);
  });

  it.each(overlayNames())('overlays/%s: every object is valid for its kind', async (overlay) => {
    const objects = render(`overlays/${overlay}`);
    expect(objects.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const object of objects) {
      const problem = await schemaProblem(object);
      if (problem) problems.push(`${object.kind} ${object.metadata.name}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('the schemas catch a broken object (the check itself can fail)', async () => {
    const [deployment] = ofKind(render('overlays/prod'), 'Deployment');
    const broken = structuredClone(deployment) as KubeObject;
    broken.spec.template.spec.containers[0].ports[0].containerPort = 'http';
    expect(await schemaProblem(broken)).toMatch(/containerPort must be integer/);
  });

  it('each nats-jetstream trigger names an endpoint, an account, a stream, a consumer and a numeric lag', () => {
    for (const overlay of overlayNames()) {
      for (const scaled of ofKind(render(`overlays/${overlay}`), 'ScaledObject')) {
        for (const trigger of scaled.spec.triggers.filter((t: { type: string }) => t.type === 'nats-jetstream')) {
          expect(trigger.metadata).toMatchObject({
            natsServerMonitoringEndpoint: expect.stringMatching(/^[\w.-]+:\d+$/),
            account: expect.any(String),
            stream: expect.any(String),
            consumer: expect.any(String),
            lagThreshold: expect.stringMatching(/^\d+$/),
          });
        }
      }
    }
  });

  it('the base holds no Secret: values come from the overlays (generated in dev, External Secrets in prod)', () => {
    expect(ofKind(render('base'), 'Secret')).toEqual([]);
    expect(ofKind(render('overlays/prod'), 'Secret')).toEqual([]);
    expect(ofKind(render('overlays/prod'), 'ExternalSecret').length).toBeGreaterThan(0);
  });
});
