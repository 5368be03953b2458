/**
 * The boundaries between the workspace packages (sdk, mocks, contracts, ui), checked by `npm run lint:boundaries`
 * in `npm test`. A package reaches another only by its name, through the entries its package.json exports; the SDK
 * stays free of React and MSW so that a backend or a non-React frontend can use it; nothing depends on the UI; and no
 * module takes part in a cycle, type-only imports included. (Imports that climb four folders or more are refused by
 * Biome's noRestrictedImports, biome.json: dependency-cruiser sees resolved paths, not what was written.)
 */
const packages = '^(sdk|mocks|contracts|ui)/';
/** The files the packages export (their package.json `exports`, `hcuk-source` condition), and the mock data files. */
const exported = [
  '^sdk/(index|query|operations|definitions|validated|validators)[.]ts$',
  '^sdk/test-support/index[.]ts$',
  '^mocks/(index|node|browser)[.]ts$',
  '^mocks/server/mock-server[.]ts$',
  '^mocks/calculation/index[.]ts$',
  '^mocks/data/',
];

module.exports = {
  forbidden: [
    {
      name: 'no-relative-path-between-packages',
      comment: 'A package imports another by its name (@hcuk-genesis/...), never by a relative path into its folder.',
      severity: 'error',
      from: { path: packages },
      to: { path: packages, pathNot: '^$1/', dependencyTypes: ['local'] },
    },
    {
      name: 'only-through-exports',
      comment: "Another package's files are reached only through the entries its package.json exports.",
      severity: 'error',
      from: { path: packages },
      to: { path: packages, pathNot: ['^$1/', ...exported] },
    },
    {
      name: 'nothing-imports-ui',
      comment: 'The UI is the top of the stack: no package imports it (e2e and Storybook test it from outside).',
      severity: 'error',
      from: { path: '^(sdk|mocks|contracts)/' },
      to: { path: '^ui/' },
    },
    {
      name: 'sdk-without-react-or-msw',
      comment: 'The SDK is framework-free: no React, no React Query bindings, no MSW (its own tests included).',
      severity: 'error',
      from: { path: '^sdk/' },
      to: { path: 'node_modules/(react|react-dom|@tanstack/react-query|msw)/' },
    },
    {
      name: 'no-circular',
      comment: 'No module reaches itself again, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|[.]artifacts)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['hcuk-source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
