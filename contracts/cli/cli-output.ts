import { redact } from './redact.ts';

/**
 * A command's console, which redacts every line it prints (see `redact`): with the secrets the command was given once
 * it knows them (its broker token or password), and any URL's credentials always. `runCli` prints its errors here too.
 */
export interface CliOutput {
  /** Adds values never to print. */
  hide(...secrets: (string | undefined)[]): void;
  log(text: string): void;
  warn(text: string): void;
  error(text: string): void;
}

/** A console that redacts what it prints. */
export function cliOutput(): CliOutput {
  const secrets: string[] = [];
  const safe = (text: string) => redact(text, secrets);
  return {
    hide: (...values) => {
      for (const value of values) if (value) secrets.push(value);
    },
    log: (text) => console.log(safe(text)),
    warn: (text) => console.warn(safe(text)),
    error: (text) => console.error(safe(text)),
  };
}
