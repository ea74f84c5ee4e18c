// Bundles the server and its command-line tools into dist/server. Packages stay external
// (node_modules is there at run time); only our own TypeScript is compiled.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    admin: 'src/server/cli/admin.ts',
    'seed-demo': 'src/server/cli/seed-demo.ts',
  },
  // SERVER_OUT_DIR: a private build for parallel test runs (e2e/global-setup.ts reads E2E_SERVER_DIR).
  outdir: process.env.SERVER_OUT_DIR ?? 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`server built into ${process.env.SERVER_OUT_DIR ?? 'dist/server'}`);
