/** The service folders under `<root>/services`, sorted (scripts/service-folders.mjs). */
export function serviceFolders(root: string): string[];
