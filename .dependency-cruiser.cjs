// The import rules of server and client, checked by `npm run deps:check` (docs/architecture.md,
// "Modules and their front doors"). Every rule is an error: there is no list of known violations.
// The one rule between module folders (no cycles) is in .dependency-cruiser.modules.cjs.
//
// Type-only imports count like any other: a type is part of a module's public face, and a cycle
// through types is still two modules that cannot be read, changed or moved one without the other.

/** A server module's own folder, captured as $1. */
const MODULE = '^server/src/modules/([^/]+)/';
/** A module's front door. */
const FRONT_DOOR = '^server/src/modules/[^/]+/index\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No file depends on itself through others: the import order decides what a decorator or an entity sees first.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-front-door',
      severity: 'error',
      comment:
        "Another module is reached through its index.ts only; what the index does not export is that module's own business.",
      from: { path: MODULE },
      to: { path: '^server/src/modules/', pathNot: ['^server/src/modules/$1/', FRONT_DOOR] },
    },
    {
      name: 'outside-through-front-door',
      severity: 'error',
      comment:
        'app/, db/, cli/, config/, common/ and server/test reach a module through its index.ts only ' +
        "(but the generated type check of every module's statements, which imports only their types).",
      from: { path: '^server/(src|test)/', pathNot: '^server/src/(modules/|db/statement-types\\.generated\\.ts$)' },
      to: { path: '^server/src/modules/', pathNot: FRONT_DOOR },
    },
    {
      name: 'common-below-modules',
      severity: 'error',
      comment: 'common/ is what every module may use, so it uses no module.',
      from: { path: '^server/src/common/' },
      to: { path: '^server/src/(modules|app)/' },
    },
    {
      name: 'no-module-imports-app',
      severity: 'error',
      comment: 'app/ assembles the modules; a module never reaches up into it.',
      from: { path: '^server/src/modules/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^server/src/app/' },
    },
    {
      name: 'client-feature-front-door',
      severity: 'error',
      comment:
        "A client feature reaches another feature through that feature's index.ts (client/src/importRules.test.ts says the same).",
      from: { path: '^client/src/features/([^/]+)/' },
      to: {
        path: '^client/src/features/',
        pathNot: ['^client/src/features/$1/', '^client/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'client-shared-below-features',
      severity: 'error',
      comment: 'shared/ is below every feature and the app (its tests may reach the app for the wiring).',
      from: { path: '^client/src/shared/', pathNot: ['\\.test\\.tsx?$', '/test/'] },
      to: { path: '^client/src/(features|app)/' },
    },
    {
      name: 'client-features-below-app',
      severity: 'error',
      comment: 'app/ is the composition root: features never import it (their tests may, for the wiring).',
      from: { path: '^client/src/features/', pathNot: ['\\.test\\.tsx?$', '/test/'] },
      to: { path: '^client/src/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)node_modules/'] },
    // Type-only imports are dependencies too (see the top of this file).
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
