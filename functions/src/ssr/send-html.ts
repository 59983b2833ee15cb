import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/**
 * Sends a page compressed when the browser accepts it. Hosting's CDN passes a compressed answer
 * on as it is; without this the emulator (and a cache miss) would send the HTML uncompressed.
 */
export function sendHtml(req: Request, res: Response, status: number, html: string): void {
  const body = Buffer.from(html, 'utf8');
  res.status(status).type('html').vary('Accept-Encoding');
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding === 'br') {
    res.set('Content-Encoding', 'br');
    res.send(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (encoding === 'gzip') {
    res.set('Content-Encoding', 'gzip');
    res.send(gzipSync(body, { level: 6 }));
  } else {
    res.send(body);
  }
}
