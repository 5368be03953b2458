/**
 * The embed's declaration files import the SDK by its workspace name (`@hcuk-genesis/sdk`), which a host that installs
 * this package does not have: the package ships the SDK's own declarations in `dist/sdk`. This rewrites each such
 * import to a relative path to them, so the types a host reads resolve inside the package.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const sdkImport = /(['"])@hcuk-genesis\/sdk\1/g;

/** Every `.d.ts` under `folder`, its SDK imports pointed at `sdkEntry` (the built `dist/sdk/index.js`). */
export function pointAtBundledSdk(folder: string, sdkEntry: string): number {
  let rewritten = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
    const path = join(entry.parentPath, entry.name);
    const text = readFileSync(path, 'utf8');
    const target = relative(dirname(path), sdkEntry);
    const next = text.replace(
      sdkImport,
      (_, quote: string) => `${quote}${target.startsWith('.') ? target : `./${target}`}${quote}`,
    );
    if (next !== text) {
      writeFileSync(path, next);
      rewritten += 1;
    }
  }
  return rewritten;
}
