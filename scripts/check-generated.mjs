// CI guard: the committed schema/schema.graphql, client/src/gql and the statements' type checks
// (server/src/db/statement-types.generated.ts) must be what the code generates. (The REST answers'
// TypeScript types need no generated file: they are the TypeBox shapes' Static types.) The English
// catalogs (locales/en) are extracted from the code's messages (npm run i18n:extract).
import { execSync } from 'node:child_process';

const GENERATED = 'schema client/src/gql server/src/db/statement-types.generated.ts locales/en';
const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
run('npm run codegen --silent');
const stale = execSync(`git status --porcelain -- ${GENERATED}`, { encoding: 'utf8' }).trim();
if (stale) {
  console.error('\nGenerated files are stale. Run `npm run codegen` and commit the result:\n' + stale);
  execSync(`git --no-pager diff --stat -- ${GENERATED}`, { stdio: 'inherit' });
  process.exit(1);
}
console.log('codegen: schema/schema.graphql, client/src/gql, the statement checks and locales/en are up to date');
