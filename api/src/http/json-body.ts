import type { FastifyInstance } from 'fastify';

/**
 * JSON is the only body the API reads; any other content type gets 415. An empty body is
 * accepted as "no parameters" (the auth check posts none).
 */
export function acceptOnlyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
