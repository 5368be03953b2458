import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
// Each test starts Node with tsx: about a second on an idle machine, many more on a busy one.
const cliTimeoutMs = 30_000;
const usage =
  'usage: hcuk-mock-server (npm run mock:server --) [--port 0-65535 (default 4010)] [--variant standard|broken]';

/** Runs the real command (as `npm run mock:server` does) and collects its exit code and output. */
function mockServerCli(args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=hcuk-source', '--import', 'tsx', 'mocks/server/cli.ts', ...args],
      { cwd: repoRoot, timeout: cliTimeoutMs },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

it(
  'prints the usage and what it serves for --help, and exits 0',
  async () => {
    const run = await mockServerCli(['--help']);
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([
      usage,
      'Serves every operation of the finance and admin documents on 127.0.0.1, and GET /__health.',
    ]);
  },
  cliTimeoutMs,
);

it.each([
  [['--prot', '4010'], "[hcuk] Unknown option '--prot'"],
  [['--port', ' '], '[hcuk] --port must be a whole number from 0 to 65535, not " "'],
  [['--port', '0x11a0'], '[hcuk] --port must be a whole number from 0 to 65535, not "0x11a0"'],
  [['--port', '65536'], '[hcuk] --port must be a whole number from 0 to 65535, not "65536"'],
  [['--port=-1'], '[hcuk] --port must be a whole number from 0 to 65535, not "-1"'],
  [['--variant', 'flaky'], '[hcuk] --variant must be standard or broken, not flaky'],
  [['4010'], "[hcuk] Unexpected argument '4010'"],
])(
  'exits 2 with one line and the usage for %j',
  async (args, line) => {
    const run = await mockServerCli(args);
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringContaining(line), usage]);
  },
  cliTimeoutMs,
);

it(
  'exits 2 with one line and the usage when the port is already in use',
  async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    try {
      const run = await mockServerCli(['--port', String(port)]);
      expect(run.status).toBe(2);
      expect(run.stderr.trim().split('\n')).toEqual([
        `[hcuk] port ${port} is already in use on 127.0.0.1: stop what listens there, or pass another --port`,
        usage,
      ]);
    } finally {
      taken.close();
    }
  },
  cliTimeoutMs,
);
