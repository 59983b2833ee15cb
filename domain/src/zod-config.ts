import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that ability the
 * first time it parses. A page's Content-Security-Policy forbids eval (and reports even the
 * probe), so the browser app turns the compiler off: imported first by web/src/main.tsx.
 */
z.config({ jitless: true });
