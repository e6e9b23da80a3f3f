import { fileURLToPath } from 'node:url';

/** Where `npm run build -w web` writes the web app. */
export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
