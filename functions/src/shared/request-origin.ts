import type { Request } from 'express';

/** A host as a browser sends it: a name or IPv4 address, or a bracketed IPv6 one, and a port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const first = (value: string | undefined): string | undefined =>
  value?.split(',')[0]?.trim() || undefined;

/**
 * The site's origins, from `PUBLIC_ORIGIN` (comma-separated, the canonical one first), e.g.
 * `https://boi.com.bd,https://www.boi.com.bd`. Unset, the project's Hosting domain.
 */
export function siteOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const configured = (env.PUBLIC_ORIGIN ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  if (configured.length > 0) return configured;
  const project = env.GCLOUD_PROJECT ?? env.GCP_PROJECT;
  return [project ? `https://${project}.web.app` : 'http://localhost'];
}

/** The origin the visitor asked for (Hosting passes the host on in `x-forwarded-host`). */
function askedOrigin(req: Request): string | undefined {
  const host = [first(req.get('x-forwarded-host')), first(req.get('host'))].find(
    (value) => value !== undefined && HOST.test(value),
  );
  if (!host) return undefined;
  const proto = first(req.get('x-forwarded-proto')) ?? req.protocol;
  return `${proto === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`;
}

/**
 * The origin for absolute URLs (canonical links, Open Graph, JSON-LD, sitemaps): one of the
 * configured site origins, the one asked for when it is one of them, else the first. Never a
 * request header's value as such: pages and sitemaps are cached by the CDN, and a forged
 * `X-Forwarded-Host` must not write its host into what other visitors get.
 */
export function requestOrigin(req: Request, env: NodeJS.ProcessEnv = process.env): string {
  const origins = siteOrigins(env);
  const asked = askedOrigin(req);
  return asked !== undefined && origins.includes(asked) ? asked : (origins[0] as string);
}
