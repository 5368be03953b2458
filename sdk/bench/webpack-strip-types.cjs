// A webpack loader for the size bench (webpack-gzip.ts): TypeScript to ES2022 by esbuild, imports and exports kept,
// so webpack's own tree-shaking (usedExports, sideEffects) decides what stays, as it would for a host's app.
const { transformSync } = require('esbuild');

module.exports = function stripTypes(source) {
  return transformSync(source, { loader: 'ts', format: 'esm', target: 'es2022', sourcefile: this.resourcePath }).code;
};
