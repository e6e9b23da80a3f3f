import { accessSync, constants } from 'node:fs';

/**
 * What is wrong with a DATABASE_URL's TLS settings that would only show at the first query: the
 * CA bundle it names (`sslrootcert`, read by pg at each connection) not mounted or not readable.
 * undefined when nothing is. docs/database-tls.md says how each provider's CA is given.
 */
export function databaseUrlProblem(url: string): string | undefined {
  let params: URLSearchParams;
  try {
    params = new URL(url).searchParams;
  } catch {
    return undefined; // the URL's shape is the schema's to judge
  }
  for (const name of ['sslrootcert', 'sslcert', 'sslkey'] as const) {
    const file = params.get(name);
    if (!file) continue;
    try {
      accessSync(file, constants.R_OK);
    } catch {
      const what = name === 'sslrootcert' ? "the database's CA bundle" : 'the client certificate and key';
      return `names ${name} ${file}, which cannot be read: mount ${what} there (docs/database-tls.md)`;
    }
  }
  return undefined;
}
