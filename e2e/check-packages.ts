/**
 * The published packages checked as a registry would serve them, before the e2e tests install them: publint (each
 * package.json's exports, files and types point at files that exist, in a form bundlers read) and Are the Types
 * Wrong (each entry's types resolve for an ESM consumer). The checks only read and pack, so they run side by side:
 * about 24 s one after another here, about half that together. Each check's output is printed whole when it ends,
 * and the run fails if any check does.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => `${repoRoot}node_modules/.bin/${name}`;

/** Every published package's checks: the root (the embed and the SDK's entries), the SDK, the mocks, contracts, UI. */
const checks: [tool: string, ...args: string[]][] = [
  ['publint'],
  ['attw', '--pack', '.', '--profile', 'esm-only'],
  ['publint', 'sdk'],
  ['attw', '--pack', 'sdk', '--profile', 'esm-only'],
  ['publint', 'mocks'],
  ['attw', '--pack', 'mocks', '--profile', 'esm-only'],
  ['publint', 'contracts'],
  ['publint', 'ui'],
  ['attw', '--pack', 'ui', '--profile', 'esm-only'],
];

/** Runs one check; resolves with whether it passed, having printed its command and output. */
function run([tool, ...args]: [string, ...string[]]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(bin(tool), args, { cwd: repoRoot, shell: process.platform === 'win32' });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => {
      output += String(error);
    });
    child.on('close', (code) => {
      process.stdout.write(`\n$ ${[tool, ...args].join(' ')}${code === 0 ? '' : ` (exit ${code})`}\n${output}`);
      resolve(code === 0);
    });
  });
}

const passed = await Promise.all(checks.map(run));
const failed = passed.filter((ok) => !ok).length;
if (failed > 0) {
  console.error(`\n${failed} of ${checks.length} package checks failed.`);
  process.exit(1);
}
