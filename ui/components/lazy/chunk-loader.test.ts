import { describe, expect, it } from 'vitest';
import { ChunkLoadError, chunkAttemptLimit, createChunkLoader } from './chunk-loader.ts';

const base = 'https://cdn.example.co.uk/hcuk-genesis/1.9.4/hcuk-genesis.js?v=1.9.4';
const flow = 'https://cdn.example.co.uk/hcuk-genesis/1.9.4/hcuk-genesis-calculator-flow-abc.js';

/**
 * A page's module map as Chromium and Firefox keep it: one entry per URL, a failed fetch failed for good, a module
 * run once per URL. `failures` says how many fetches of each file (by URL without query) fail first.
 */
function modulePage(failures: Record<string, number>) {
  const fetched: string[] = [];
  const map = new Map<string, Promise<unknown>>();
  const instances = new Map<string, number>();
  const importModule = (url: string) => {
    let loaded = map.get(url);
    if (!loaded) {
      fetched.push(url);
      const file = url.split('?')[0] as string;
      const left = failures[file] ?? 0;
      failures[file] = left - 1;
      if (left > 0) loaded = Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`));
      else {
        const instance = (instances.get(file) ?? 0) + 1;
        instances.set(file, instance);
        loaded = Promise.resolve({ file, instance });
      }
      map.set(url, loaded);
    }
    return loaded;
  };
  return { importModule, fetched, instances };
}

describe('createChunkLoader', () => {
  it('asks for a failed file again at a new URL each time: the plain URL, then ?hcuk-retry=1, 2', async () => {
    const page = modulePage({ [flow]: 2 });
    const load = createChunkLoader({ importModule: page.importModule, online: () => true, responseStatus: () => 503 });
    await expect(load('./hcuk-genesis-calculator-flow-abc.js', base)).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(load('./hcuk-genesis-calculator-flow-abc.js', base)).rejects.toMatchObject({ attempt: 1 });
    await expect(load('./hcuk-genesis-calculator-flow-abc.js', base)).resolves.toEqual({ file: flow, instance: 1 });
    expect(page.fetched).toEqual([flow, `${flow}?hcuk-retry=1`, `${flow}?hcuk-retry=2`]);
  });

  it('runs a file once: callers after a retry, from the entry or from another chunk at a retry URL, share it', async () => {
    const page = modulePage({ [flow]: 1 });
    const load = createChunkLoader({ importModule: page.importModule, online: () => true, responseStatus: () => 503 });
    await load('./hcuk-genesis-calculator-flow-abc.js', base).catch(() => {});
    const first = await load('./hcuk-genesis-calculator-flow-abc.js', base);
    // A step chunk that was itself loaded at a retry URL asks for the flow relative to its own URL.
    const fromStep = await load(
      './hcuk-genesis-calculator-flow-abc.js',
      'https://cdn.example.co.uk/hcuk-genesis/1.9.4/hcuk-genesis-compare-step-def.js?hcuk-retry=3',
    );
    expect(fromStep).toBe(first);
    expect(page.instances.get(flow)).toBe(1);
    expect(page.fetched).toHaveLength(2);
  });

  it("makes the first attempt with the importer's own import(), which a host's bundler may have renamed", async () => {
    const page = modulePage({ [flow]: 1 });
    const load = createChunkLoader({ importModule: page.importModule, online: () => true });
    const bundled = { file: 'assets/flow-renamed.js', instance: 1 };
    const first = await load('./hcuk-genesis-calculator-flow-abc.js', base, () => Promise.resolve(bundled));
    expect(first).toBe(bundled);
    // Every later importer of the same file gets that instance, whatever its own URL.
    const fromStep = await load('./hcuk-genesis-calculator-flow-abc.js', 'https://host.example/assets/step.js', () =>
      Promise.reject(new Error('never asked')),
    );
    expect(fromStep).toBe(bundled);
    expect(page.fetched).toEqual([]);
  });

  it('makes the retries at the file’s URL beside the importer, after a first attempt by its own import()', async () => {
    const page = modulePage({});
    const load = createChunkLoader({ importModule: page.importModule, online: () => true });
    const failed = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(load('./hcuk-genesis-calculator-flow-abc.js', base, failed)).rejects.toMatchObject({ attempt: 0 });
    await expect(load('./hcuk-genesis-calculator-flow-abc.js', base, failed)).resolves.toEqual({
      file: flow,
      instance: 1,
    });
    expect(page.fetched).toEqual([`${flow}?hcuk-retry=1`]);
  });

  it('shares the attempt in flight between callers', async () => {
    const page = modulePage({});
    const load = createChunkLoader({ importModule: page.importModule });
    const [a, b] = await Promise.all([load('./x.js', base), load('./x.js', base)]);
    expect(a).toBe(b);
    expect(page.fetched).toHaveLength(1);
  });

  it('says why as far as the page can tell: offline, a server error with its status, or unknown', async () => {
    const page = modulePage({ [flow]: 3 });
    let online = false;
    let status: number | undefined;
    const load = createChunkLoader({
      importModule: page.importModule,
      online: () => online,
      responseStatus: () => status,
    });
    await expect(load(flow, base)).rejects.toMatchObject({ reason: 'offline', status: undefined });
    online = true;
    status = 503;
    await expect(load(flow, base)).rejects.toMatchObject({ reason: 'server', status: 503 });
    status = undefined;
    const error = await load(flow, base).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ reason: 'unknown', attempt: 2 });
    expect(String((error as Error).message)).toBe(`[hcuk] Could not download ${flow} (attempt 3 of 10)`);
  });

  it('says a file that arrived but did not run was refused by the page: its integrity or the script-src', async () => {
    const page = modulePage({ [flow]: 1 });
    const load = createChunkLoader({ importModule: page.importModule, online: () => true, responseStatus: () => 200 });
    const error = await load(flow, base).catch((caught: unknown) => caught);
    expect(String((error as Error).message)).toBe(
      `[hcuk] Could not download ${flow} (attempt 1 of 10, HTTP 200): it arrived but did not run; check its integrity in the import map and the page’s script-src`,
    );
  });

  it('names the chunk that failed, not the one that needed it, when a file ran but its own chunk could not come', async () => {
    const step = 'https://cdn.example.co.uk/hcuk-genesis/1.9.4/hcuk-genesis-compare-step-def.js';
    const content = 'https://cdn.example.co.uk/hcuk-genesis/1.9.4/hcuk-genesis-html-content-123.js';
    const failures: Record<string, number> = { [content]: 1 };
    const fetched: string[] = [];
    const load = createChunkLoader({
      // The compare step's file always arrives; running it awaits the HTML content chunk, whose first fetch fails.
      importModule: async (url) => {
        fetched.push(url);
        const file = url.split('?')[0] as string;
        if (file === step) return load(content, step);
        const left = failures[file] ?? 0;
        failures[file] = left - 1;
        if (left > 0) throw new TypeError(`Failed to fetch ${url}`);
        return { file };
      },
      online: () => true,
      // The step's file got a 200; the content's a 503.
      responseStatus: (url) => (url.startsWith(content) ? 503 : 200),
    });
    const error = await load(step, base).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ url: content, reason: 'server', status: 503 });
    expect(String((error as Error).message)).not.toMatch(/compare-step|did not run/);
    // Asked again, the step runs at a new URL and its chunk comes at its own.
    await expect(load(step, base)).resolves.toEqual({ file: content });
    expect(fetched).toEqual([step, content, `${step}?hcuk-retry=1`, `${content}?hcuk-retry=1`]);
  });

  it('gives up after the attempt limit, with no further request', async () => {
    const page = modulePage({ [flow]: Number.POSITIVE_INFINITY });
    const load = createChunkLoader({ importModule: page.importModule, online: () => true, responseStatus: () => 503 });
    const reasons: string[] = [];
    for (let attempt = 0; attempt < chunkAttemptLimit + 2; attempt += 1)
      reasons.push(
        await load(flow, base).then(
          () => 'loaded',
          (error: ChunkLoadError) => error.reason,
        ),
      );
    expect(page.fetched).toHaveLength(chunkAttemptLimit);
    expect(page.fetched.at(-1)).toBe(`${flow}?hcuk-retry=${chunkAttemptLimit - 1}`);
    expect(reasons.slice(-3)).toEqual(['server', 'gave-up', 'gave-up']);
  });
});
