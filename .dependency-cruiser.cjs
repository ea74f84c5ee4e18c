// The boundaries of the whole tree (decision 050) and the client's feature boundaries (decision 008),
// in this one place. `npm run lint` runs it over src/, scripts/ and e2e/ (`npm run lint:boundaries`);
// src/client/boundaries.test.ts shows each rule failing on a temporary tree.

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
    to: '^src/client/features/(?:weeks|properties|contracts|leads|payments|bookings|moderation|verification|invoices|calendar)/(?:api[.]ts$|components/)',
  },
  {
    why: "verified weeks change a week's reservation code with the weeks feature's hook, and show its week cards",
    from: '^src/client/features/verification/',
    to: '^src/client/features/weeks/(?:api[.]ts$|components/)',
  },
  {
    why: "a booking is paid with the checkout's card forms (the test card form, Stripe's Payment Element)",
    from: '^src/client/features/bookings/',
    to: '^src/client/features/payments/(?:api[.]ts$|components/)',
  },
  {
    why: "week cards show their resort's average and the owner's record their own, from the reviews",
    from: '^src/client/features/(?:weeks|bookings)/components/',
    to: '^src/client/features/reviews/components/',
  },
  {
    why: 'a listing\'s dialog (and a message) carries "Report this listing" (decision 061)',
    from: '^src/client/features/',
    to: '^src/client/features/moderation/components/report-dialog[.]tsx$',
  },
];

const features = '^src/client/features/';
/** Test code: test files, the server's test helpers, the browser journeys. */
const testCode = ['[.]test[.][^/]+$', '^src/server/test/', '^e2e/'];
/** What only test code may import: test files and the server's test helpers. */
const testHelpers = ['[.]test[.][^/]+$', '^src/server/test/'];

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
    {
      name: 'no-cycle',
      comment: 'Modules form no cycle, type-only imports included: split out what both sides need.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-imports-client',
      comment:
        'The server never imports the client: texts and data both need live in src/shared/ (catalogues, legal texts).',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'client-imports-server',
      comment: 'The client never imports the server (CODE_STYLE.md, 2).',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'shared-imports-a-side',
      comment: 'src/shared/ is imported by both sides and imports neither (CODE_STYLE.md, 2); its tests may.',
      severity: 'error',
      from: { path: '^src/shared/', pathNot: testCode },
      to: { path: '^src/(?:server|client)/' },
    },
    {
      name: 'production-imports-test',
      comment:
        'Production code never imports a test file or a test helper: a helper only tests use lives in ' +
        "src/server/test/. The developer tools in scripts/ (the fuzzer's runner, the reset timing) drive the test app.",
      severity: 'error',
      from: { pathNot: [...testCode, '^scripts/'] },
      to: { path: testHelpers },
    },
    {
      name: 'shared-client-code-imports-feature',
      comment:
        "Code every screen shares (components/, including the pages' layouts, lib/, i18n/) imports no feature: " +
        'a layout one feature needs from another takes it as a prop.',
      severity: 'error',
      from: { path: '^src/client/(?:components|lib|i18n)/' },
      to: { path: features },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      // Packages are resolved through their `exports` (e.g. '@electric-sql/pglite/contrib/pg_trgm').
      exportsFields: ['exports'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['import', 'default'],
    },
  },
};
