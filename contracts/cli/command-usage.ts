/**
 * A command's usage as a backend team meets it: the installed bin first, then the same command from a clone of the
 * repository, where the root package's scripts run it.
 */
export function commandUsage(command: string, flags: string): string {
  return `usage: hcuk-contracts ${command} ${flags}\n  (in a clone of the repository: npm run contracts:${command} -- with the same flags)`;
}
