/**
 * The ui package's own `dist/` (`@hcuk-genesis/ui`): the built embed, its chunks and source maps and the
 * custom-elements manifest, copied from the build, with the embed's declarations, which import the SDK by its package
 * name (a dependency of the ui package), and an integrity manifest of its own files, written once they are all there
 * (`build.ts`). The root package keeps its `dist/` as it was.
 */
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';

/** Copies the embed's files from `built` (the root `dist/`) into `packageDist` (`ui/dist/`), types written apart. */
export function copyEmbedIntoPackage(built: string, packageDist: string): string[] {
  rmSync(packageDist, { recursive: true, force: true });
  mkdirSync(packageDist, { recursive: true });
  const files = readdirSync(built).filter(
    (name) => /^hcuk-genesis.*\.js(\.map)?$/.test(name) || name === 'custom-elements.json',
  );
  for (const name of files) copyFileSync(`${built}/${name}`, `${packageDist}/${name}`);
  return files;
}
