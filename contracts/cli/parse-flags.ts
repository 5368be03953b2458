import { type ParseArgsConfig, parseArgs } from 'node:util';
import { UsageError } from './usage-error.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

/** `parseArgs` with strict checking, its errors turned into a UsageError (Node's message names the flag). */
export function parseFlags<T extends Options>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    // e.g. "Unknown option '--base-ur'". Node's further lines are its hint ("Did you forget to specify the option
    // argument for '--broker-url'?", when an unset variable left a flag without its value): kept, on the one line.
    throw new UsageError((error as Error).message.split('\n').join(' '));
  }
}
