/** `npm run bench`: prints every benchmark's figures. Goals are printed beside them, never asserted. */
import { benchSdkOverhead } from './sdk-overhead.ts';
import { benchSdkSize } from './sdk-size.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

const overhead = await benchSdkOverhead();
console.log(`SDK overhead, ${overhead.requests} sequential GETs on 127.0.0.1 (interleaved):`);
console.log(`  median via SDK method  ${overhead.sdkMedianMs.toFixed(3)} ms`);
console.log(`  median via raw fetch   ${overhead.fetchMedianMs.toFixed(3)} ms`);
console.log(`  ratio                  ${overhead.ratio.toFixed(3)}   (goal <= 1.10)`);
console.log(
  `  for reference: bare openapi-fetch ${overhead.openapiFetchMedianMs.toFixed(3)} ms ` +
    `(${(overhead.openapiFetchMedianMs / overhead.fetchMedianMs).toFixed(3)} x raw fetch)`,
);

const size = await benchSdkSize();
console.log('SDK runtime size, minified + gzip:');
console.log(`  our runtime (openapi-fetch, query-core external)  ${kb(size.sdkRuntimeGzipBytes)}   (goal < 6 KB)`);
console.log(`  with openapi-fetch bundled                        ${kb(size.withOpenapiFetchGzipBytes)}`);
console.log(`  with all dependencies bundled                     ${kb(size.withAllDependenciesGzipBytes)}`);
