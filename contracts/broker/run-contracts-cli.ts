import { execFile } from 'node:child_process';
import { repoRoot } from '../documents.ts';

/** How a command-line run ended. */
export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** The variables a test's CLI run keeps from this process: enough to run node, none that name a CI build or broker. */
const kept = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'SystemRoot'];

/**
 * For tests: runs a contracts command-line entry (e.g. `contracts/publish.ts`) without blocking, so a broker or
 * provider served by the test's process keeps answering; in an environment holding only `env` and what node needs,
 * with Pact's usage reporting off (network tests reach 127.0.0.1 only).
 */
export function runContractsCli(script: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  const base = Object.fromEntries(kept.flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])));
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=hcuk-source', '--import', 'tsx', script, ...args],
      { cwd: repoRoot, env: { ...base, PACT_DO_NOT_TRACK: 'true', ...env } },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
