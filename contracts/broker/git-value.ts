import { execFileSync } from 'node:child_process';

/** What `git <args>` prints in `cwd`, trimmed; undefined when git fails, prints nothing, or is not installed. */
export function gitValue(args: string[], cwd: string): string | undefined {
  try {
    return (
      execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}
