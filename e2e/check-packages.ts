/**
 * The published packages checked as a registry would serve them, before the e2e tests install them: publint (each
 * package.json's exports, files and types point at files that exist, in a form bundlers read) and Are the Types
 * Wrong (each entry's types resolve for an ESM consumer). The checks only read and pack, so they run side by side:
 * about 24 s one after another here, about 11 s together. Each check's output is printed whole when it ends,
 * and the run fails if any check does.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Each tool's package, whose `bin` the check runs with this Node (no shell, so the same on Windows). */
const tools = { publint: 'publint', attw: '@arethetypeswrong/cli' } as const;
type Tool = keyof typeof tools;

/** The file `tool`'s package runs as its command (its `bin` entry). */
function toolScript(tool: Tool): string {
  const manifest = join(repoRoot, 'node_modules', tools[tool], 'package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> };
  return join(dirname(manifest), bin[tool] ?? '');
}

/** Every published package's checks: the root (the embed and the SDK's entries), the SDK, the mocks, contracts, UI. */
const checks: [tool: Tool, ...args: string[]][] = [
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
function run([tool, ...args]: [Tool, ...string[]]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [toolScript(tool), ...args], { cwd: repoRoot });
    // Decoded as a stream, so a character split between two chunks (attw draws boxes and marks) stays whole.
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
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
    child.on('close', (code, signal) => {
      const ended = code === 0 ? '' : ` (${signal ? `killed by ${signal}` : `exit ${code}`})`;
      process.stdout.write(`\n$ ${[tool, ...args].join(' ')}${ended}\n${output}`);
      resolve(code === 0);
    });
  });
}

const passed = await Promise.all(checks.map(run));
const failed = passed.filter((ok) => !ok).length;
if (failed > 0) {
  console.error(`\n${failed} of ${checks.length} package checks failed.`);
  // Not process.exit: the output written above may still be on its way to a pipe.
  process.exitCode = 1;
}
