import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  generatedDotEnv,
  interpolate,
  interpolatedVariables,
  readCompose,
  serviceEnvironment,
} from './support/compose.js';
import { repoRoot } from './support/kustomize.js';
import {
  httpPort,
  type ProcessName,
  processNames,
  requiredInProduction,
  startupProblems,
} from './support/processes.js';

/**
 * docker-compose.yml: valid for the Compose Specification (its JSON schema, vendored in
 * fixtures/ with its source), and each process gets what its config schemas require on production.
 */
const compose = readCompose();
type ComposeService = {
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  entrypoint?: string[];
};
const services = compose.services as Record<string, ComposeService>;

/** The compose service that runs a process, found by its LOCALPROS_SERVICE. */
function serviceRunning(process: ProcessName): [string, ComposeService] {
  const found = Object.entries(services).filter(([, service]) => service.environment?.LOCALPROS_SERVICE === process);
  expect(found, process).toHaveLength(1);
  return found[0] as [string, ComposeService];
}

const validateCompose = () => {
  // Draft 07, which Ajv's default class is; its $schema spells the meta-schema's address with
  // https, under which Ajv does not know it, so it is left out.
  const { $schema: _draft07, ...schema } = JSON.parse(
    readFileSync(join(import.meta.dirname, 'fixtures/compose-spec.json'), 'utf8'),
  );
  // The spec's schema uses formats ("duration", …) and keywords of its own: only its structure is checked.
  return new Ajv({ strict: false, allErrors: true, validateFormats: false }).compile(schema);
};

describe('docker-compose.yml', () => {
  it('is valid for the Compose Specification', () => {
    const validate = validateCompose();
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the schema catches a broken file (the check itself can fail)', () => {
    const validate = validateCompose();
    expect(validate({ services: { bff: { depends_on: { identity: { condition: 'when_ready' } } } } })).toBe(false);
  });

  it.each(processNames)('%s: every variable required on production is set, and its schemas accept them', (process) => {
    const [, service] = serviceRunning(process);
    const env = serviceEnvironment(service, generatedDotEnv());
    expect(requiredInProduction(process).filter((variable) => !(variable in env))).toEqual([]);
    expect(env.NODE_ENV).toBe('production');
    expect(startupProblems(process, env)).toEqual([]);
  });

  it('refuses to start without the secrets in .env (no value is committed)', () => {
    const [, identity] = serviceRunning('identity');
    const dotEnv = generatedDotEnv();
    delete dotEnv.CODE_SECRET;
    expect(() => serviceEnvironment(identity, dotEnv)).toThrow(/CODE_SECRET/);
    // An empty value counts as unset for :- (a .env copied from .env.example has SMTP_URL=).
    const smtpDefault = ['$', '{SMTP_URL:-smtp://mailpit:1025}'].join('');
    expect(interpolate(smtpDefault, { SMTP_URL: '' })).toBe('smtp://mailpit:1025');
  });

  it('documents in .env.example every variable it reads from .env', () => {
    const documented = new Set(
      readFileSync(join(repoRoot, '.env.example'), 'utf8')
        .split('\n')
        .map((line) => /^([A-Z_][A-Z0-9_]*)=/.exec(line)?.[1])
        .filter(Boolean),
    );
    expect([...interpolatedVariables().keys()].filter((name) => !documented.has(name))).toEqual([]);
  });

  it('builds one image from deploy/Dockerfile and runs every process and the migration from it', () => {
    const app = Object.values(services).filter((service) => service.build);
    expect(new Set(app.map((service) => service.image)).size).toBe(1);
    for (const service of app) expect(service.build).toEqual({ context: '.', dockerfile: 'deploy/Dockerfile' });
    for (const process of processNames) expect(serviceRunning(process)[1].build).toBeDefined();
    expect(services.migrate?.entrypoint).toEqual(['node', '--enable-source-maps', 'dist/main.js']);
    expect(services.migrate?.command).toEqual(['migrate', '--all']);
    expect(services.migrate?.build).toBeDefined();
  });

  it('starts the services after the migration, without migrating themselves, each checked on its own HTTP port', () => {
    for (const process of processNames) {
      const [name, service] = serviceRunning(process);
      expect(service.healthcheck?.test.join(' '), name).toContain(`http://127.0.0.1:${httpPort(process)}/readyz`);
      if (process === 'bff') continue;
      expect(service.environment?.MIGRATE_ON_START, name).toBe('false');
      expect(service.depends_on, name).toMatchObject({
        migrate: { condition: 'service_completed_successfully' },
        postgres: { condition: 'service_healthy' },
        nats: { condition: 'service_healthy' },
      });
    }
    const [, bff] = serviceRunning('bff');
    for (const process of processNames.filter((p) => p !== 'bff')) {
      expect(bff.depends_on?.[serviceRunning(process)[0]]).toEqual({ condition: 'service_healthy' });
    }
  });

  it('runs NATS with JetStream on a volume, and PostgreSQL with the extensions and roles of k8s/db', () => {
    const nats = compose.services.nats;
    expect(nats.command).toContain('-js');
    expect(nats.command[nats.command.indexOf('-sd') + 1]).toBe('/data');
    expect(nats.volumes).toContain('nats-data:/data');
    expect(compose.services.postgres.volumes).toEqual(
      expect.arrayContaining([
        './k8s/db/extensions.sql:/docker-entrypoint-initdb.d/10-extensions.sql:ro',
        './k8s/db/roles.sql:/docker-entrypoint-initdb.d/20-roles.sql:ro',
      ]),
    );
  });
});
