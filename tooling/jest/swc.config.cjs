/** @swc/jest options shared by every jest project (CommonJS output; import.meta.hot is not used here). */
module.exports = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    target: 'es2022',
    transform: {
      react: { runtime: 'automatic' },
      optimizer: { globals: { vars: { 'import.meta.hot': 'undefined' } } },
    },
  },
  module: { type: 'commonjs' },
};
