/**
 * `npm run mock:server -- --port 4010 [--variant broken]`: the standalone mock server on 127.0.0.1.
 */
import { parseArgs } from 'node:util';
import { startMockServer } from './mock-server.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4010' }, variant: { type: 'string', default: 'standard' } },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`[hcuk] --port must be a port number from 0 to 65535, not ${values.port}`);
  process.exit(1);
}
if (values.variant !== 'standard' && values.variant !== 'broken') {
  console.error(`[hcuk] --variant must be standard or broken, not ${values.variant}`);
  process.exit(1);
}
const server = await startMockServer({ port, variant: values.variant });
console.log(`[hcuk-mock] listening on ${server.url} (variant ${values.variant}); health at ${server.url}/__health`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
