// CI guard: the committed schema/schema.graphql and client/src/gql must be what the code generates.
import { execSync } from 'node:child_process';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
run('npm run codegen --silent');
const stale = execSync('git status --porcelain -- schema client/src/gql', { encoding: 'utf8' }).trim();
if (stale) {
  console.error('\nGenerated files are stale. Run `npm run codegen` and commit the result:\n' + stale);
  execSync('git --no-pager diff --stat -- schema client/src/gql', { stdio: 'inherit' });
  process.exit(1);
}
console.log('codegen: schema/schema.graphql and client/src/gql are up to date');
