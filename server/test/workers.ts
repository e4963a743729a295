/**
 * How many test files run at once against a PostgreSQL server, each worker on its own copy of the
 * migrated database (global-setup.ts). Two, for the two cores CI has: the database server works
 * while a worker's JavaScript waits, so the suite takes about two thirds of the time it took one
 * file after another. The embedded database is one process in memory: one worker there.
 */
export const SERVER_TEST_WORKERS = 2;

export const onDatabaseServer = Boolean(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL);
