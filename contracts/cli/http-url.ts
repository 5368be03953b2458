import { redact } from './redact.ts';
import { UsageError } from './usage-error.ts';

/**
 * The URL as given (without trailing slashes) when it is a complete http(s) URL with a host; else a UsageError, which
 * quotes the value without any credentials in it.
 */
export function httpUrl(flag: string, value: string | undefined): string {
  let url: URL | undefined;
  try {
    url = value === undefined ? undefined : new URL(value);
  } catch {
    // Reported below.
  }
  if (value === undefined || !url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '')
    throw new UsageError(
      `${flag} must be an http(s) URL such as http://localhost:8080, not ${value === undefined ? 'nothing' : JSON.stringify(redact(value))}.`,
    );
  return value.replace(/\/+$/, '');
}
