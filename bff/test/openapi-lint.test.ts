import { Document, type ISpectralDiagnostic, type RulesetDefinition, Spectral } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './support.js';

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
}
interface OpenApiDocument {
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const severities = ['error', 'warning', 'information', 'hint'];

/** One line per Spectral result: what rule, where, and what to fix. */
const describeResult = (result: ISpectralDiagnostic) =>
  `${severities[result.severity]} ${result.code} at ${result.path.join('.')}: ${result.message}`;

describe('the OpenAPI document', () => {
  // One app, closed as soon as it has built the document.
  const documentPromise = (async () => {
    const app = await buildTestApp();
    await app.ready();
    const document = app.swagger() as unknown as OpenApiDocument;
    await app.close();
    return document;
  })();

  it("passes Spectral's spectral:oas ruleset with no errors and no warnings", async () => {
    const document = await documentPromise;
    const spectral = new Spectral();
    spectral.setRuleset(oas as RulesetDefinition);
    const results = await spectral.run(new Document(JSON.stringify(document, null, 2), Json));
    expect(results.map(describeResult)).toEqual([]);
  });

  it('gives every operation a unique operationId', async () => {
    const document = await documentPromise;
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(operations.filter(({ operation }) => !operation.operationId).map(({ route }) => route)).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('declares every tag an operation uses, each with a description', async () => {
    const document = await documentPromise;
    const declared = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description ?? '']));
    const used = new Set(
      Object.values(document.paths).flatMap((methods) => Object.values(methods).flatMap((op) => op.tags ?? [])),
    );
    expect([...used].filter((tag) => !declared.get(tag)?.trim())).toEqual([]);
  });
});
