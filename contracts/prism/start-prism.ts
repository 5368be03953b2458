import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** A running Prism mock server: its URL, and how to stop it. */
export interface Prism {
  url: string;
  close(): Promise<void>;
}

/** Prism's command-line script, from the installed package (no npx, no shell). */
function prismScript(): string {
  const manifest = createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json');
  const { bin } = createRequire(import.meta.url)('@stoplight/prism-cli/package.json') as { bin: { prism: string } };
  return join(dirname(manifest), bin.prism);
}

/**
 * Starts `prism mock` on a document, on a free port of 127.0.0.1 (`-p 0`: Prism prints the one it got), in static
 * mode (the document's examples, never generated values) and in this process's node (Prism 5.14.2 is the last whose
 * engines admit Node 20; later ones need Node 24). Rejects with Prism's last output when it has not started within
 * `timeoutMs`, or exits first; `close` ends that one process, by its id.
 */
export function startPrism(document: string, timeoutMs = 20_000): Promise<Prism> {
  const args = [
    prismScript(),
    'mock',
    document,
    '--host=127.0.0.1',
    '--port=0',
    '--dynamic=false',
    '--multiprocess=false',
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(killer);
    }
  };
  let output = '';
  let started = false;
  return new Promise<Prism>((resolve, reject) => {
    const fail = (reason: string) => {
      if (started) return;
      clearTimeout(timer);
      void close().then(() => reject(new Error(`[hcuk] Prism did not start on ${document}: ${reason}\n${output}`)));
    };
    const timer = setTimeout(() => fail(`no "listening" line within ${timeoutMs} ms`), timeoutMs);
    const read = (chunk: Buffer) => {
      // Keep only the end: Prism prints a line per route at start and per request after.
      output = (output + stripVTControlCharacters(chunk.toString())).slice(-4000);
      const listening = /Prism is listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1] && !started) {
        started = true;
        clearTimeout(timer);
        child.stdout.off('data', read);
        resolve({ url: listening[1], close });
      }
    };
    child.stdout.on('data', read);
    // After the start, what Prism prints is drained and dropped.
    child.stdout.on('data', () => {});
    child.stderr.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    });
    child.once('exit', (code, signal) => fail(`it exited (${signal ?? `code ${code}`})`));
  });
}
