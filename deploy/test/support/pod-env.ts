import type { KubeObject } from './kustomize.js';
import { sampleSecretValue } from './processes.js';

/** The keys a Secret of this name will hold: a Secret in the render, or the one an ExternalSecret makes. */
export function secretKeys(objects: KubeObject[], name: string): string[] | undefined {
  const secret = objects.find((object) => object.kind === 'Secret' && object.metadata.name === name);
  if (secret) return Object.keys({ ...secret.data, ...secret.stringData });
  const external = objects.find(
    (object) => object.kind === 'ExternalSecret' && (object.spec?.target?.name ?? object.metadata.name) === name,
  );
  if (external) return (external.spec.data ?? []).map((entry: { secretKey: string }) => entry.secretKey);
  return undefined;
}

const configMapData = (objects: KubeObject[], name: string): Record<string, string> | undefined =>
  objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name === name)?.data;

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string };
    configMapKeyRef?: { name: string; key: string };
  };
}

interface EnvFromSource {
  configMapRef?: { name: string };
  secretRef?: { name: string };
}

export interface ContainerEnv {
  /** Each variable the container gets, a value from a Secret replaced by a sample of its shape. */
  env: Record<string, string>;
  /** References to a ConfigMap, a Secret or a key that the render does not provide. */
  dangling: string[];
}

/** The environment a container starts with, resolved against the other objects of the same render. */
export function containerEnv(
  objects: KubeObject[],
  container: { env?: EnvVar[]; envFrom?: EnvFromSource[] },
): ContainerEnv {
  const env: Record<string, string> = {};
  const dangling: string[] = [];
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) {
      const data = configMapData(objects, source.configMapRef.name);
      if (data) Object.assign(env, data);
      else dangling.push(`ConfigMap ${source.configMapRef.name}`);
    }
    if (source.secretRef) {
      const keys = secretKeys(objects, source.secretRef.name);
      if (keys) for (const key of keys) env[key] = sampleSecretValue(key);
      else dangling.push(`Secret ${source.secretRef.name}`);
    }
  }
  for (const variable of container.env ?? []) {
    const { secretKeyRef, configMapKeyRef } = variable.valueFrom ?? {};
    if (secretKeyRef) {
      const keys = secretKeys(objects, secretKeyRef.name);
      if (keys?.includes(secretKeyRef.key)) env[variable.name] = sampleSecretValue(variable.name);
      else dangling.push(`Secret ${secretKeyRef.name} key ${secretKeyRef.key} (${variable.name})`);
    } else if (configMapKeyRef) {
      const value = configMapData(objects, configMapKeyRef.name)?.[configMapKeyRef.key];
      if (value !== undefined) env[variable.name] = value;
      else dangling.push(`ConfigMap ${configMapKeyRef.name} key ${configMapKeyRef.key} (${variable.name})`);
    } else {
      env[variable.name] = variable.value ?? '';
    }
  }
  return { env, dangling };
}
