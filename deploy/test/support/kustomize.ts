import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

export const repoRoot = resolve(import.meta.dirname, '../../..');
const k8sDir = join(repoRoot, 'k8s');

/** A rendered Kubernetes object, as plain data. */
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  // biome-ignore lint/suspicious/noExplicitAny: manifests are checked field by field in the tests
  spec?: any;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  automountServiceAccountToken?: boolean;
}

/** Why the kustomize tests cannot run here, or null when kubectl (with its built-in kustomize) is on the PATH. */
export const kubectlMissing: string | null =
  spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0
    ? null
    : 'kubectl is not installed (its built-in kustomize renders k8s/)';

export const overlayNames = (): string[] => readdirSync(join(k8sDir, 'overlays')).sort();

/**
 * Renders k8s/<path> (`overlays/dev`, `base`) with `kubectl kustomize`, from a copy of k8s/ in a
 * temporary folder where each git-ignored secrets/*.env is made from its committed *.env.example:
 * the work tree is never written and an operator's real secret files are never read.
 */
export function render(path: string): KubeObject[] {
  const cached = renders.get(path);
  if (cached) return structuredClone(cached);
  const objects = renderUncached(path);
  renders.set(path, objects);
  return structuredClone(objects);
}

const renders = new Map<string, KubeObject[]>();

/**
 * Renders k8s/<path> as render() does, after `edit` has changed the copy (given the copy's k8s/
 * folder): what an operator's edit of one file does to the whole render. Never cached.
 */
export const renderEdited = (path: string, edit: (k8sCopy: string) => void): KubeObject[] => renderUncached(path, edit);

/** Reads a file of the k8s/ tree, or of its copy (renderEdited's edit). */
export const k8sFile = (relative: string, root = k8sDir): string => readFileSync(join(root, relative), 'utf8');

function renderUncached(path: string, edit?: (k8sCopy: string) => void): KubeObject[] {
  const copy = mkdtempSync(join(tmpdir(), 'localpros-k8s-'));
  try {
    cpSync(k8sDir, copy, { recursive: true, filter: (source) => !source.endsWith('.env') });
    edit?.(copy);
    for (const overlay of overlayNames()) {
      const secrets = join(copy, 'overlays', overlay, 'secrets');
      for (const example of safeList(secrets).filter((file) => file.endsWith('.env.example'))) {
        writeFileSync(join(secrets, example.replace(/\.example$/, '')), readFileSync(join(secrets, example)));
      }
    }
    const output = execFileSync('kubectl', ['kustomize', join(copy, path)], { encoding: 'utf8' });
    return parseAllDocuments(output)
      .map((document) => document.toJS() as KubeObject | null)
      .filter((object): object is KubeObject => object !== null);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

function safeList(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

export const ofKind = (objects: KubeObject[], kind: string): KubeObject[] =>
  objects.filter((object) => object.kind === kind);

export function named(objects: KubeObject[], kind: string, name: string): KubeObject {
  const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in the render`);
  return found;
}

/** A label selector: matchLabels and matchExpressions (In, NotIn). */
export interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: 'In' | 'NotIn'; values: string[] }[];
}

/** Whether a selector (a policy's podSelector, say) selects a pod with these labels. */
export const selects = (selector: LabelSelector | undefined, labels: Record<string, string>): boolean =>
  Object.entries(selector?.matchLabels ?? {}).every(([key, value]) => labels[key] === value) &&
  (selector?.matchExpressions ?? []).every(
    ({ key, operator, values }) => values.includes(labels[key] ?? '') === (operator === 'In'),
  );
