import express, { Router } from 'express';
import { CALLABLE_NAMES, CALLABLES } from '@boi/domain/api/callables';
import { OPERATIONS } from '../operations';
import { HttpError } from '../shared/http-error';
import { BODY_CAP, UPLOAD_BODY_CAP, bodyCapMessage, declaresOver } from './body-caps';
import { imagesRoute } from './images-route';
import { apiDocsPage, openApiDocument } from './openapi';
import { anyOrigin, readRoutes } from './read-routes';
import { sendError } from './respond';
import { securityHeaders } from './security-headers';
import { uploadRoute } from './upload-route';
import { writeRoute } from './write-route';

/**
 * Bodies over the route's cap are refused by their declared length, before a token is verified
 * or a byte is parsed by the app.
 */
const bodyCap: express.RequestHandler = (req, res, next) => {
  const cap = req.path === '/api/v1/upload' ? UPLOAD_BODY_CAP : BODY_CAP;
  if (declaresOver(req, cap)) {
    sendError(res, new HttpError(413, 'invalid-argument', bodyCapMessage(cap)));
    return;
  }
  next();
};

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
  v1.post('/upload', uploadRoute());
  for (const name of CALLABLE_NAMES) {
    const row = CALLABLES[name].rest;
    if (row) v1[row.method](row.path, writeRoute(OPERATIONS[name]));
  }
  v1.use((req, res) =>
    sendError(res, new HttpError(404, 'not-found', `No API route ${req.method} ${req.path}`)),
  );

  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders, (_req, res, next) => {
    // Answers are data and images: nothing in them may run, load or be framed.
    res.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    next();
  });
  app.use(bodyCap);
  app.use('/api/v1', v1);
  const docs = apiDocsPage(openApiDocument());
  app.get('/api/docs', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('html').send(docs);
  });
  app.use((req, res) =>
    sendError(res, new HttpError(404, 'not-found', `No API route ${req.method} ${req.path}`)),
  );
  return app;
}
