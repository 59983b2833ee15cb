import express, { Router } from 'express';
import { CALLABLE_NAMES, CALLABLES } from '@boi/domain/api/callables';
import { HANDLERS } from '../handlers';
import { HttpError } from '../shared/http-error';
import { BODY_CAP, UPLOAD_BODY_CAP, bodyRefusal } from './body-caps';
import { imagesRoute } from './images-route';
import { apiDocsPage, openApiDocument } from './openapi';
import { anyOrigin, readRoutes } from './read-routes';
import { sendError } from './respond';
import { securityHeaders } from './security-headers';
import { uploadRoute } from './upload-route';
import { writeRoute } from './write-route';
import { bkashCallback } from '../payments/bkash-callback';
import { CALLBACK_PATH } from '../payments/start-payment';

/**
 * A body is refused by its declared length (none, chunked, or over the cap: 411 or 413) before a
 * token is verified or a byte is parsed by the app.
 */
const bodyCap =
  (cap: number): express.RequestHandler =>
  (req, res, next) => {
    const refusal = bodyRefusal(req as express.Request & { rawBody?: Buffer }, cap);
    if (refusal) {
      res.set('Cache-Control', 'no-store');
      sendError(res, refusal);
      return;
    }
    next();
  };

/** An Express app with the headers every answer of the API carries. */
function apiApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders, (_req, res, next) => {
    // Answers are data and images: nothing in them may run, load or be framed.
    res.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    next();
  });
  return app;
}

const noRoute: express.RequestHandler = (req, res) =>
  sendError(res, new HttpError(404, 'not-found', `No API route ${req.method} ${req.path}`));

/** The HTTP facade /api/v1: the reads table's GETs, images, the document and the write rows. */
export function createApiApp(): express.Express {
  const v1 = Router();
  // Reads: the rows of domain/src/api/reads.ts with their handlers (read-routes.ts).
  for (const { path, handler } of readRoutes()) v1.get(path, handler);
  v1.get('/images/*', imagesRoute());
  const document = openApiDocument();
  v1.get('/openapi.json', anyOrigin, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(document);
  });

  // Writes (spec §7): each operation's row of the table runs the same handler as its callable.
  // Picture uploads have their own function (upload-function.ts), sized for their larger cap.
  for (const name of CALLABLE_NAMES) {
    const row = CALLABLES[name].rest;
    if (row) v1[row.method](row.path, writeRoute(HANDLERS[name]));
  }
  v1.use(noRoute);

  const app = apiApp();
  app.use(bodyCap(BODY_CAP));
  app.use('/api/v1', v1);
  const docs = apiDocsPage(openApiDocument());
  app.get('/api/docs', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('html').send(docs);
  });
  // bKash sends the shopper back here (functions/src/payments/bkash-callback.ts).
  app.get(CALLBACK_PATH, bkashCallback);
  app.use(noRoute);
  return app;
}

/** POST /api/v1/upload alone (the Hosting rewrite sends it to the `upload` function). */
export function createUploadApp(): express.Express {
  const app = apiApp();
  app.use(bodyCap(UPLOAD_BODY_CAP));
  app.post('/api/v1/upload', uploadRoute());
  app.use(noRoute);
  return app;
}
