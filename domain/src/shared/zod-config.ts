/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that ability the
 * first time it parses. A page's Content-Security-Policy forbids eval (and reports even the
 * probe), so the browser app turns the compiler off: imported first by web/src/main.tsx.
 *
 * Zod keeps its settings in `globalThis.__zod_globalConfig` and adopts an object already there.
 * Setting it here, rather than calling `z.config`, keeps zod out of the entry chunk: importing
 * even zod's core brings about 4 KiB gzip into every page's first load. zod-config.test.ts
 * checks that zod sees the setting.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
