/**
 * Architecture rules, checked by `npm run lint:imports` (dependency-cruiser) locally and in .ci/run.
 * Paths are relative to the repo root. Imports by package name (@localpros/identity, …) resolve
 * through the workspace symlinks to the real folder, so one path rule covers relative and
 * package-name imports alike.
 */

const path = require('node:path');

/**
 * The services, one folder each under services/ (deploy/test/service-list.test.ts holds the
 * folders to contracts' list); an import by package name is caught as well, in case it ever fails
 * to resolve.
 */
const services = `(${require('node:fs')
  .readdirSync(path.join(__dirname, 'services'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .join('|')})`;

/** The one file under services/ allowed to import another service (see its rule below). */
const adminReadModelsTest = '^services/admin/test/read-models[.]test[.]ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-service-to-service',
      comment:
        'Services never import each other: each owns its data and is deployed on its own, so they talk only ' +
        'through gRPC and events defined in packages/contracts. (embedded/, deploy/, e2e/ and loadtests/ host ' +
        'or test services and may import them; this rule only constrains services/.)',
      severity: 'error',
      from: { path: '^services/([^/]+)/', pathNot: adminReadModelsTest },
      to: { path: '^services/[^/]+/', pathNot: '^services/$1/' },
    },
    {
      name: 'no-service-to-service-by-name',
      comment: 'The same rule for an import by package name that did not resolve to a services/ folder.',
      severity: 'error',
      from: { path: '^services/' },
      to: { path: `^@localpros/${services}(/|$)` },
    },
    {
      name: 'no-service-to-service-admin-read-models-test',
      comment:
        'The one exception to no-service-to-service, kept as narrow as it can be: the admin read-model ' +
        'rebuild test hosts a real identity service in-process (its index only) ' +
        'so that registration, verification and deletion produce the events the admin read models follow. ' +
        'Nothing else under services/admin may import identity.',
      severity: 'error',
      from: { path: adminReadModelsTest },
      to: {
        path: '^services/',
        pathNot: '^services/(admin/|identity/src/index[.]ts$)',
      },
    },
    {
      name: 'no-stand-ins-in-production-code',
      comment:
        "The payment and messaging providers' stand-ins are for npm start and the tests: what production runs " +
        "(services' and the BFF's src) never imports them, so the production bundle cannot hold one (production " +
        'also refuses their URLs: services/billing/src/config.ts, services/notifications/src/config.ts).',
      severity: 'error',
      from: { path: '^(services/[^/]+|bff|packages/(kit|contracts))/src/' },
      to: { path: '^packages/(payment|messaging)-stand-ins/' },
    },
    {
      name: 'no-bff-to-services',
      comment:
        'The BFF talks to services over gRPC through the clients and types in packages/contracts and ' +
        'packages/kit; importing a service would tie its build and its data to the gateway.',
      severity: 'error',
      from: { path: '^bff/' },
      to: { path: ['^services/', `^@localpros/${services}(/|$)`] },
    },
    {
      name: 'no-web-to-server',
      comment:
        'The browser bundle must not pull in server code (Node built-ins, secrets, database drivers): web ' +
        'never imports packages/kit, services, the BFF or the embedded host.',
      severity: 'error',
      from: { path: '^web/' },
      to: {
        path: [
          '^packages/kit/',
          '^services/',
          '^bff/',
          '^embedded/',
          `^@localpros/(kit|bff|embedded)(/|$)`,
          `^@localpros/${services}(/|$)`,
        ],
      },
    },
    {
      name: 'web-imports-only-the-contracts-rules',
      comment:
        "The web app shares the contracts' browser-safe rules (@localpros/contracts/rules: messages, patterns, " +
        'limits, small checks) and nothing else of them: the rest carries zod schemas and gRPC code the ' +
        'bundle must not hold.',
      severity: 'error',
      from: { path: '^web/' },
      to: {
        path: ['^packages/contracts/', '^@localpros/contracts(/|$)'],
        pathNot: ['^packages/contracts/src/rules/', '^@localpros/contracts/rules$'],
      },
    },
    {
      name: 'contracts-rules-are-browser-safe',
      comment:
        'packages/contracts/src/rules is what the browser loads: it imports only itself (no zod, protobuf, ' +
        'node: modules or other contracts), so the light pages stay light.',
      severity: 'error',
      from: { path: '^packages/contracts/src/rules/' },
      to: { pathNot: '^packages/contracts/src/rules/' },
    },
    {
      name: 'web-shared-is-the-bottom-layer',
      comment:
        'Web layering is shared → features → app: shared code is used by every feature and by the app, ' +
        'so it cannot depend on either.',
      severity: 'error',
      from: { path: '^web/src/shared/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'web-features-do-not-import-the-app',
      comment: 'Features sit below the app: the app composes features, never the other way round.',
      severity: 'error',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-features-do-not-import-each-other',
      comment:
        'Features are independent: a piece two features need belongs in web/src/shared, and features that ' +
        'appear together are composed in web/src/app (as web/src/app/pages/dashboard-page.tsx does).',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/[^/]+/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'no-circular',
      comment:
        'Circular imports make load order matter (undefined at import time), and they tangle modules ' +
        'that should be layered.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Packages are leaves (not followed, still seen), so a rule can name one: contracts-rules-are-browser-safe.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    // Type-only imports count: a layer that needs another's types depends on it all the same.
    tsPreCompilationDeps: true,
    // web/tsconfig.json maps the web app's `@/` alias to web/src (no other code uses `@/`);
    // web/tsconfig.depcruise.json extends it with the baseUrl the resolver needs to read it from web/.
    // An absolute path, because TypeScript finds no inputs for a relative one given from the repo root.
    tsConfig: { fileName: path.join(__dirname, 'web', 'tsconfig.depcruise.json') },
    enhancedResolveOptions: {
      // The workspace packages point at their sources through package.json exports.
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
