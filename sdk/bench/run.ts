/** `npm run bench`: prints every benchmark's figures. Goals are printed beside them, never asserted. */
import { intervalAgainstGoal, type RatioInterval } from './ratio-interval.ts';
import { benchSdkCallCost } from './sdk-call-cost.ts';
import { benchSdkOverhead } from './sdk-overhead.ts';
import { benchSdkSize } from './sdk-size.ts';
import { benchValidatorSize } from './validator-size.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/** A ratio with its interval and what it says about its goal, within this run, e.g. `0.973 x bare (90% interval …)`. */
const against = (found: RatioInterval, goal: number, base = 'bare') =>
  `${found.ratio.toFixed(3)} x ${base} (${intervalAgainstGoal(found, goal, 3)})`;

const overhead = await benchSdkOverhead();
console.log(`SDK overhead, ${overhead.requests} sequential GETs on 127.0.0.1 (interleaved):`);
console.log(`  median via SDK method  ${overhead.sdkMedianMs.toFixed(3)} ms`);
console.log(`  median via raw fetch   ${overhead.fetchMedianMs.toFixed(3)} ms`);
console.log(`  ratio                  ${against(overhead.ratio, 1.1, 'raw fetch')}`);
console.log(
  `  for reference: bare openapi-fetch ${overhead.openapiFetchMedianMs.toFixed(3)} ms ` +
    `(${(overhead.openapiFetchMedianMs / overhead.fetchMedianMs).toFixed(3)} x raw fetch)`,
);

const callCost = await benchSdkCallCost();
console.log('SDK cost per call, canned response (no network), median of 4,000 interleaved calls:');
const fetchPaths = {
  global:
    'the global fetch, as each library uses it by default (the SDK gives it a URL and init, openapi-fetch a Request):',
  own: "a fetch of the caller's own, passed as an option (both give it a Request):",
};
for (const [path, heading] of Object.entries(fetchPaths) as [keyof typeof fetchPaths, string][]) {
  console.log(`  ${heading}`);
  for (const [operationId, figures] of Object.entries(callCost[path])) {
    const us = figures.medianMicroseconds;
    console.log(
      `    ${operationId.padEnd(17)} bare openapi-fetch ${us.bare.toFixed(1)} µs (${us.bareValidating.toFixed(1)} µs with the validator)`,
    );
    console.log(
      `    ${''.padEnd(17)} validation on  ${us.sdkValidating.toFixed(1)} µs: ${against(figures.validatingRatio, 1.1)}, ` +
        `${figures.validatingRatioToBareValidating.toFixed(3)} x bare with the validator`,
    );
    console.log(
      `    ${''.padEnd(17)} validation off ${us.sdkNotValidating.toFixed(1)} µs: ${against(figures.notValidatingRatio, 1)}`,
    );
  }
}

const size = await benchSdkSize();
console.log(
  "SDK size, minified + gzip: what an app's bundle grows by, openapi-fetch included where used (rawClient only), @tanstack/query-core external (the app's own):",
);
console.log('                                                        Rolldown   esbuild   webpack');
const sizeRow = (label: string, use: keyof (typeof size.byBundler)['rolldown'], goal = '') =>
  console.log(
    `  ${label.padEnd(52)}${(['rolldown', 'esbuild', 'webpack'] as const).map((bundler) => kb(size.byBundler[bundler][use]).padStart(10)).join('')}${goal}`,
  );
sizeRow("the calculator's 3 operations, query options", 'threeWithout', '   (goal <= 4 KB)');
sizeRow('  the same with their validators (./validated)', 'threeWith', '   (goal <= 6 KB)');
sizeRow('every operation (34), query and mutation options', 'everyWithout');
sizeRow('  the same with their validators', 'everyWith');
sizeRow('the calculator as built (validators, its own options)', 'calculatorAsBuilt');
console.log(
  `  ${'the whole entry (index and query, rawClient too)'.padEnd(52)}${kb(size.sdkRuntimeGzipBytes).padStart(10)}`,
);
console.log(
  `  ${'  the same with query-core bundled'.padEnd(52)}${kb(size.withAllDependenciesGzipBytes).padStart(10)}`,
);

const validators = await benchValidatorSize();
console.log('Response validators, minified + gzip, with the checks they call:');
console.log(
  `  the calculator's 3 operations   ${kb(validators.calculatorGzipBytes)}   (Ajv standalone: ${kb(validators.ajvCalculatorGzipBytes)})`,
);
console.log(
  `  every finance operation         ${kb(validators.financeGzipBytes)}   (Ajv standalone: ${kb(validators.ajvFinanceGzipBytes)})`,
);
console.log(`  every admin operation           ${kb(validators.adminGzipBytes)}`);
console.log(
  `  Ajv's standalone output: require() calls ${validators.ajvRequires}; it keeps every schema whatever is imported`,
);
