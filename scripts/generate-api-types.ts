/**
 * Writes the web app's API types (web/src/shared/api/schema.gen.ts) from the BFF's OpenAPI
 * document: `npm run api:types`. bff/test/api-types.test.ts fails while the committed file differs
 * from what this would write, so the web app and the BFF cannot drift apart unnoticed.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bffConfigSchema, buildBffApp, type ServiceClients } from '@localpros/bff';
import { createLogger, createMetrics, loadConfig } from '@localpros/kit';
import openapiTS, { astToString, type OpenAPI3, type SchemaObject } from 'openapi-typescript';
import ts from 'typescript';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const apiTypesFile = path.join(repoRoot, 'web/src/shared/api/schema.gen.ts');

const header = `/**
 * Generated from the BFF's OpenAPI document by scripts/generate-api-types.ts: do not edit.
 * After changing a route's schema, run \`npm run api:types\` (a test fails while this file is stale).
 */

`;

/**
 * The document as /api/docs/json serves it, from an app built in-process and never listening.
 * A fixed environment (not this shell's), so every machine writes the same file; the routes never
 * call a service while the document is built, so the clients are empty.
 */
export async function buildOpenApiDocument(): Promise<OpenAPI3> {
  const app = await buildBffApp({
    config: loadConfig(bffConfigSchema, { LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv),
    clients: { identity: {}, notifications: {}, jobs: {} } as unknown as ServiceClients,
    logger: createLogger({ name: 'api-types', level: 'silent' }),
    metricsRegistry: createMetrics().registry,
    readinessChecks: [],
  });
  try {
    await app.ready();
    return app.swagger() as unknown as OpenAPI3;
  } finally {
    await app.close();
  }
}

/**
 * A file's bytes (`format: binary`, e.g. an upload form's file) as a Blob, so the web app's File
 * fits the form it sends; openapi-typescript would make them a string.
 */
function binaryAsBlob(schema: SchemaObject): ts.TypeNode | undefined {
  if (!('type' in schema) || schema.type !== 'string' || schema.format !== 'binary') return undefined;
  const blob = ts.factory.createTypeReferenceNode('Blob');
  return schema.nullable
    ? ts.factory.createUnionTypeNode([blob, ts.factory.createLiteralTypeNode(ts.factory.createNull())])
    : blob;
}

/** The file's text: alphabetised, with no date or version in it, so the same routes give the same bytes. */
export async function renderApiTypes(document?: OpenAPI3): Promise<string> {
  const ast = await openapiTS(document ?? (await buildOpenApiDocument()), {
    alphabetize: true,
    silent: true,
    transform: binaryAsBlob,
  });
  return header + astToString(ast);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await writeFile(apiTypesFile, await renderApiTypes());
  console.log(`Wrote ${path.relative(repoRoot, apiTypesFile)}`);
}
