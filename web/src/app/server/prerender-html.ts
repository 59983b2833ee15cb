import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/** The element's HTML once everything in it (lazy route modules included) has loaded. */
export async function prerenderHtml(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
