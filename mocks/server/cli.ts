#!/usr/bin/env node
/**
 * `npm run mock:server -- --port 4010 [--variant broken]` (installed: `hcuk-mock-server`): the standalone mock server
 * on 127.0.0.1. `--help` prints the usage. Bad arguments, or a port it cannot listen on, print one `[hcuk]` line and
 * the usage, and exit 2.
 */
import { parseArgs } from 'node:util';
import { startMockServer } from './mock-server.ts';

const usage =
  'usage: hcuk-mock-server (npm run mock:server --) [--port 0-65535 (default 4010)] [--variant standard|broken]';
const about = 'Serves every operation of the finance and admin documents on 127.0.0.1, and GET /__health.';

function fail(message: string): never {
  console.error(`[hcuk] ${message}\n${usage}`);
  process.exit(2);
}

function parsed() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: '4010' },
        variant: { type: 'string', default: 'standard' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    // Node's message already names the flag, e.g. "Unknown option '--prot'".
    return fail((error as Error).message.split('\n')[0] ?? String(error));
  }
}

const values = parsed();
if (values.help) {
  console.log(`${usage}\n${about}`);
  process.exit(0);
}
// Digits only: Number() would read ' ' as 0 and 0x11a0 as 4512.
const port = /^\d{1,5}$/.test(values.port) ? Number(values.port) : Number.NaN;
if (!(port >= 0 && port <= 65_535))
  fail(`--port must be a whole number from 0 to 65535, not ${JSON.stringify(values.port)}`);
const variant = values.variant;
if (variant !== 'standard' && variant !== 'broken') fail(`--variant must be standard or broken, not ${variant}`);

const server = await startMockServer({ port, variant }).catch((error: NodeJS.ErrnoException) =>
  fail(
    error.code === 'EADDRINUSE'
      ? `port ${port} is already in use on 127.0.0.1: stop what listens there, or pass another --port`
      : `cannot listen on 127.0.0.1:${port} (${error.code ?? error.message})`,
  ),
);
console.log(`[hcuk-mock] listening on ${server.url} (variant ${variant}); health at ${server.url}/__health`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
