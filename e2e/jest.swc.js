/** swc for the TypeScript of the e2e package (Node code only, no JSX). */
module.exports = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];
