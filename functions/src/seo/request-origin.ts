import type { Request } from 'express';

/** A host as a browser sends it: a name or IPv4 address, or a bracketed IPv6 one, and a port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const first = (value: string | undefined): string | undefined =>
  value?.split(',')[0]?.trim() || undefined;

/**
 * The site's origin for absolute URLs in sitemaps and robots.txt: `PUBLIC_ORIGIN` when set,
 * else the host the visitor asked for (Hosting passes it on in `x-forwarded-host`) and its
 * scheme. A host header that is not a plain host name is not trusted (it would be echoed into
 * every URL): the request's own `host` is used instead, then `localhost`.
 */
export function requestOrigin(req: Request, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.PUBLIC_ORIGIN?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const candidates = [first(req.get('x-forwarded-host')), first(req.get('host'))];
  const host = candidates.find((value) => value !== undefined && HOST.test(value)) ?? 'localhost';
  const proto = first(req.get('x-forwarded-proto')) ?? req.protocol;
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}
