// vitest setupFiles: the test server's URL from globalSetup (scripts/vitest-test-database.ts), for
// code that reads TEST_DATABASE_URL, whichever way the worker was started.
import { inject } from 'vitest';

process.env.TEST_DATABASE_URL ||= inject('testDatabaseUrl');
