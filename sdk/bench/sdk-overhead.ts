/**
 * Benchmark: median time per request through an SDK method vs raw fetch, for 2,000 sequential GETs against a
 * local node:http server on 127.0.0.1, interleaved so both see the same machine state. Goal: ratio <= 1.10.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import createClient from 'openapi-fetch';
import type { paths } from '../generated/admin.ts';
import { createAdminClient } from '../index.ts';
import { median } from './median.ts';
import { ratioOfMediansInterval } from './ratio-interval.ts';

const requests = 2000;
const warmup = 200;
const body = JSON.stringify({
  dealerId: 'd-1001',
  users: [{ id: 'u-501', name: 'Priya Shah', email: 'priya.shah@northwaymotors.example', role: 'sales', active: true }],
});

/** Runs the benchmark and returns the figures it prints. */
export async function benchSdkOverhead() {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = `${baseUrl}/api/v1/dealerusers/getdealerusers?dealerId=d-1001`;
  const admin = createAdminClient({ baseUrl, clientId: 'bench', antiForgeryToken: 'bench-token' });
  const headers = { 'X-Client-Id': 'bench', RequestVerificationToken: 'bench-token' };
  const viaSdk = () => admin.getDealerUsers({ dealerId: 'd-1001' });
  const viaFetch = async () => (await fetch(url, { headers })).json();
  // The same call through bare openapi-fetch, to tell its cost from ours.
  const bare = createClient<paths>({ baseUrl, headers });
  const viaOpenapiFetch = () =>
    bare.GET('/api/v1/dealerusers/getdealerusers', { params: { query: { dealerId: 'd-1001' } } });
  const time = async (call: () => Promise<unknown>) => {
    const start = performance.now();
    await call();
    return performance.now() - start;
  };
  try {
    for (let i = 0; i < warmup; i += 1) await Promise.all([viaSdk(), viaFetch(), viaOpenapiFetch()]);
    const sdk: number[] = [];
    const raw: number[] = [];
    const openapiFetch: number[] = [];
    for (let i = 0; i < requests; i += 1) {
      // Alternate which goes first, so neither always benefits from a warm connection.
      if (i % 2) {
        sdk.push(await time(viaSdk));
        raw.push(await time(viaFetch));
      } else {
        raw.push(await time(viaFetch));
        sdk.push(await time(viaSdk));
      }
      openapiFetch.push(await time(viaOpenapiFetch));
    }
    return {
      requests,
      sdkMedianMs: median(sdk),
      fetchMedianMs: median(raw),
      openapiFetchMedianMs: median(openapiFetch),
      ratio: ratioOfMediansInterval(sdk, raw, { resamples: 1000 }),
    };
  } finally {
    server.close();
  }
}
