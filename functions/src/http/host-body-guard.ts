import {
  Server,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { BODY_CAP, bodyCapMessage, UPLOAD_BODY_CAP } from './body-caps';

export const ENCODED_BODY_MESSAGE =
  'Send the body uncompressed: a request with a Content-Encoding other than identity is refused';

/** True when a request declares a coding other than identity for its body (gzip, deflate, br…). */
export function isEncodedBody(headers: IncomingHttpHeaders): boolean {
  const declared = headers['content-encoding'];
  if (declared === undefined) return false;
  return declared
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .some((coding) => coding !== '' && coding !== 'identity');
}

type Refusal = { status: 413 | 415; code: string; message: string };

/**
 * Why a request is refused from its headers alone, before any byte of its body is read, or null:
 * 415 for a compressed body, 413 for a declared length over the door's cap (body-caps.ts).
 */
export function headerRefusal(url: string, headers: IncomingHttpHeaders): Refusal | null {
  if (isEncodedBody(headers)) {
    return { status: 415, code: 'unsupported-media-type', message: ENCODED_BODY_MESSAGE };
  }
  // The upload function's instances (FUNCTION_TARGET, set by the platform and the emulator) take
  // pictures, whichever path reached them; every other door takes small bodies.
  const upload = process.env.FUNCTION_TARGET === 'upload' || url.split('?')[0] === '/api/v1/upload';
  const cap = upload ? UPLOAD_BODY_CAP : BODY_CAP;
  const declared = Number(headers['content-length'] ?? 0);
  if (declared > cap)
    return { status: 413, code: 'invalid-argument', message: bodyCapMessage(cap) };
  return null;
}

function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
  // The callable protocol has no 413 or 415: INVALID_ARGUMENT (400) with the reason, as the
  // callable's own checks answer. Compressed bodies keep 415 there too: the client still reads
  // the protocol's error from the body.
  const callable =
    process.env.FUNCTION_TARGET === 'callable' || (req.url ?? '').startsWith('/api/callable/');
  const status = callable && refusal.status === 413 ? 400 : refusal.status;
  const body = callable
    ? { error: { status: 'INVALID_ARGUMENT', message: refusal.message } }
    : { error: refusal.code, message: refusal.message };
  // The unread rest of the body is discarded by Node as it arrives: never inflated, never kept.
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(JSON.stringify(body));
}

let installed = false;

/**
 * Refuses a compressed body (415) or one declared over its cap (413) before the host reads it.
 * Why here: the Functions Framework (and the emulator's runtime, which mirrors it) registers
 * body-parser with `limit: '1024mb'` and the default `inflate: true` in front of every function,
 * so a 29 KB gzip body is inflated to 30 MB and JSON-parsed before any handler runs, and nothing
 * a v2 function passes to onRequest/onCall changes that parser (docs/operations.md, "Request
 * bodies"). Its HTTP server is Node's, created after our module has loaded, so the 'request'
 * event of Node's http.Server is the one point of ours that comes first. Only that event, only
 * these requests: everything else goes on to the host exactly as before.
 */
export function refuseBodiesBeforeHost(): void {
  if (installed) return;
  installed = true;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- applied with the server as `this`
  const emit = Server.prototype.emit;
  Server.prototype.emit = function emitUnlessRefused(
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ): boolean {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      const refusal = headerRefusal(req.url ?? '/', req.headers);
      if (refusal) {
        refuse(req, res, refusal);
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  };
}
