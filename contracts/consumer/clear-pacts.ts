/** Vitest global setup of the pact project: Pact V4 appends to pact files, so every run starts from none. */
import { mkdirSync, rmSync } from 'node:fs';
import { pactDir } from '../pact-files.ts';

export default function clearPacts(): void {
  rmSync(pactDir, { recursive: true, force: true });
  mkdirSync(pactDir, { recursive: true });
}
