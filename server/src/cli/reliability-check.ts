import 'reflect-metadata';
import { ReliabilityService } from '../modules/reliability/index.js';
import { runCheck } from './run-check.js';

/**
 * `npm run reliability:check`: proves the reliability counters (docs/ledger.md "Reliability") —
 * every member's counters equal their figures computed from the facts. Exit code 1 when any drifted.
 */
export function reliabilityCheck(
  env: Record<string, string | undefined>,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  return runCheck(
    env,
    out,
    err,
    { name: 'reliability', allClear: 'counters match the facts', broken: 'DRIFT' },
    async (db) => {
      const result = await new ReliabilityService(db).check(); // it rolls its transaction back
      return { summary: `${result.members} members`, problems: result.problems };
    },
  );
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  process.exitCode = await reliabilityCheck(process.env, console.log, console.error);
}
