// The site's Content-Security-Policy allows no eval. Zod's compiled parsers probe `new Function`
// when an object schema is built, and the browser reports that probe as a policy violation (an
// issue in its console and in Lighthouse's best practices) although Zod catches it. Its
// interpreted parsers are plenty for forms. Zod takes its settings from this global when its core
// first loads, so setting it here (main.tsx imports this first) costs the entry no Zod code.
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
