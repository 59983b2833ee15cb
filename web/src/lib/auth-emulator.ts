const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);
const DEFAULT_AUTH_EMULATOR = 'http://127.0.0.1:9099';

/** The Auth emulator URL to connect to, or null when the page should use real Firebase Auth. */
export function authEmulatorUrl(configured: string | undefined, hostname: string): string | null {
  if (configured) return /^https?:\/\//.test(configured) ? configured : `http://${configured}`;
  return LOCAL_HOSTS.has(hostname) ? DEFAULT_AUTH_EMULATOR : null;
}
