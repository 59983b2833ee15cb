/** An error the API reports to its client: status, a short code and a readable message. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 411 | 413 | 429 | 500,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what: string, id: string): HttpError =>
  new HttpError(404, 'not-found', `${what} ${id} was not found`);
