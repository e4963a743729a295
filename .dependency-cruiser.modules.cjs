// Server modules depend on each other one way (docs/architecture.md, "Modules and their front
// doors"); the second half of `npm run deps:check`.
//
// A rule of its own because dependency-cruiser finds folder cycles in the whole folder graph, and
// there every module is in a cycle through its tests (a test starts the app, which holds every
// module) and through db/ (db/entities.ts lists the modules' entities for TypeORM, and the modules
// use db/). So this cruise keeps the modules' own code only: no tests, nothing outside modules/.
// Those other arrows are checked where they are meant: .dependency-cruiser.cjs refuses common/
// importing a module, a module importing app/, and any loop of files.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-folder-cycles',
      severity: 'error',
      comment:
        'What two modules share lives in the lower one or in common/, or the higher one is asked ' +
        'through an interface the app hands over (app/services.ts, app/http.ts).',
      scope: 'folder',
      from: { path: '^server/src/modules/[^/]+$' },
      to: { path: '^server/src/modules/[^/]+$', circular: true },
    },
  ],
  options: {
    includeOnly: '^server/src/modules/',
    exclude: { path: '\\.test\\.tsx?$' },
    // Type-only imports count, as in .dependency-cruiser.cjs.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
