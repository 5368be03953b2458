/** Bad command-line input: the CLI prints the message and its usage, and exits 2. */
export class UsageError extends Error {
  override name = 'UsageError';
  constructor(message: string) {
    super(`[hcuk] ${message}`);
  }
}
