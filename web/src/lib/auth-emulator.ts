const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);
/**
 * Each local stack (npm start 5000/9099, tests 5100/9199, bench 5200/9299; scripts/stack.ts)
 * puts its Auth emulator at the Hosting port + 4099, so the built app finds the right one.
 */
export const AUTH_PORT_OFFSET = 4099;
const DEFAULT_AUTH_EMULATOR = 'http://127.0.0.1:9099';

type PageLocation = { hostname: string; port: string };

/** The Auth emulator URL to connect to, or null when the page should use real Firebase Auth. */
export function authEmulatorUrl(configured: string | undefined, page: PageLocation): string | null {
  if (configured) return /^https?:\/\//.test(configured) ? configured : `http://${configured}`;
  if (!LOCAL_HOSTS.has(page.hostname)) return null;
  const hostingPort = Number(page.port);
  // The Vite dev server (any other port) proxies to the `npm start` stack.
  return hostingPort >= 5000 && hostingPort <= 5900 && hostingPort % 100 === 0
    ? `http://127.0.0.1:${hostingPort + AUTH_PORT_OFFSET}`
    : DEFAULT_AUTH_EMULATOR;
}

/** The Firestore emulator sits at the Hosting port + 3080 (scripts/stack.ts), like Auth above. */
export const FIRESTORE_PORT_OFFSET = 3080;

/** The Firestore emulator as host and port, or null when the page should use real Firestore. */
export function firestoreEmulatorHost(
  configured: string | undefined,
  page: PageLocation,
): { host: string; port: number } | null {
  if (configured) {
    const url = new URL(/^https?:\/\//.test(configured) ? configured : `http://${configured}`);
    return { host: url.hostname, port: Number(url.port) };
  }
  if (!LOCAL_HOSTS.has(page.hostname)) return null;
  const hostingPort = Number(page.port);
  const local = hostingPort >= 5000 && hostingPort <= 5900 && hostingPort % 100 === 0;
  return { host: '127.0.0.1', port: (local ? hostingPort : 5000) + FIRESTORE_PORT_OFFSET };
}
