// The client's feature boundaries (decision 008): a file under src/client/features/<a>/ may import
// another feature's files only through the entry points listed here, in this one place.
// `npm run lint` runs it (`npm run lint:boundaries`); src/client/boundaries.test.ts shows it failing.

/** The only ways one feature may reach into another (each `from` and `to` a path regex from the repository root). */
const entryPoints = [
  {
    why: 'reference data every screen picks from (destinations, resorts, unit types and their pictures)',
    from: '^src/client/features/',
    to: '^src/client/features/catalog/api[.]ts$',
  },
  {
    why: 'a page composes the components another feature exports from its components/ folder',
    from: '^src/client/features/[^/]+/pages/',
    to: '^src/client/features/[^/]+/components/',
  },
  {
    why: "the owner dashboard's sections read the owner hooks and cards of the features it gathers",
    from: '^src/client/features/dashboard/',
    to: '^src/client/features/(?:weeks|properties|contracts|leads|payments)/(?:api[.]ts$|components/)',
  },
];

const features = '^src/client/features/';

module.exports = {
  // A dependency that no rule below allows is an error named 'not-in-allowed'.
  allowedSeverity: 'error',
  allowed: [
    { comment: 'anything outside the features', from: {}, to: { pathNot: features } },
    {
      comment: 'the app shell and the server renderer mount the pages',
      from: { pathNot: features },
      to: { path: features },
    },
    {
      comment: 'a feature inside itself',
      from: { path: `${features}([^/]+)/` },
      to: { path: `${features}$1/` },
    },
    ...entryPoints.map(({ why, from, to }) => ({ comment: why, from: { path: from }, to: { path: to } })),
  ],
  forbidden: [
    {
      // An import the checker cannot resolve would pass the rules above unseen.
      name: 'unresolvable-import',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '[.]css$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['import', 'default'],
    },
  },
};
