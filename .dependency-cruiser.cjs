// Import rules that a per-file linter cannot see (ESLint holds the layer arrows and the
// frameworks each layer may import). Run by `npm run lint:deps` and CI.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycle among src files, type-only imports included: a cycle means two files are one ' +
        'concept or a type lives in the wrong file.',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    // Type-only imports count: a cycle through types is still two files that cannot be read apart.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|embedding)/' },
  },
}
