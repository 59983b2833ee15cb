import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/** The element's HTML once everything in it (lazy route modules included) has loaded. */
export async function prerenderHtml(element: ReactElement): Promise<string> {
  // No boundary is sent hidden for a script to reveal (React's default above 12,800 bytes): a
  // part (components/hydration-part.tsx) is the server's HTML in place, like the rest.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Infinity });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
