#!/usr/bin/env node
/**
 * `hcuk-contracts <command> [flags]`, the contracts package's bin, for a backend team: `verify` (its server against
 * the pacts, or what a broker selects), `can-i-deploy` and `record-deployment`. Each command is the module the
 * repository's `npm run contracts:*` scripts run, given the rest of the command line.
 */
const commands: Record<string, () => Promise<unknown>> = {
  verify: () => import('./verify.ts'),
  'can-i-deploy': () => import('./can-i-deploy.ts'),
  'record-deployment': () => import('./record-deployment.ts'),
};

const usage = `usage: hcuk-contracts ${Object.keys(commands).join('|')} [flags]
  verify             a running provider against the pacts, or against what a broker selects
  can-i-deploy       whether a version may be deployed to an environment, by the broker's matrix
  record-deployment  that a version was deployed to an environment
  hcuk-contracts <command> --help prints its flags.`;

const [command, ...rest] = process.argv.slice(2);
if (command === '--help' || command === '-h' || command === 'help') {
  console.log(usage);
  process.exit(0);
}
const run = command === undefined ? undefined : commands[command];
if (!run) {
  console.error(`[hcuk] ${command === undefined ? 'no command' : `unknown command ${command}`}\n${usage}`);
  process.exit(2);
}
process.argv = [process.argv[0] as string, command as string, ...rest];
await run();

export {};
