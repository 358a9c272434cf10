import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BODY_LIMIT, isApiPath, pathOf } from './api-path';
import { ApiError, fail } from './envelope';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

const clientErrorMessages: Record<number, string> = {
  400: 'The request could not be read.',
  404: 'Not found.',
  413: `The request body is larger than ${API_BODY_LIMIT / 1024} KB.`,
  415: 'Send the request body as JSON (Content-Type: application/json).',
  429: 'Too many requests. Please wait a moment and try again.',
};

const invalidJsonCodes = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

function clientError(error: FastifyError, status: number): string {
  if (invalidJsonCodes.has(error.code)) return 'The request body is not valid JSON.';
  return clientErrorMessages[status] ?? 'The request could not be processed.';
}

/**
 * Under /travel/api every failure is an envelope, and nothing internal (stack, error text)
 * reaches the client; elsewhere a short plain-text page.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(200).send(error.envelope());
    }
    const status = error.statusCode ?? 500;
    const isClientError = status >= 400 && status < 500;
    if (!isClientError) request.log.error({ err: error }, 'request failed');
    const code = isClientError ? status : 500;
    const message = isClientError ? clientError(error, status) : INTERNAL_ERROR_MESSAGE;
    reply.code(code);
    // A visitor who reports a failure of ours quotes the id its log lines carry.
    if (isApiPath(request.url)) {
      return reply.send(
        isClientError ? fail(code, message) : { ...fail(code, message), requestId: request.id },
      );
    }
    return reply
      .type('text/plain; charset=utf-8')
      .send(isClientError ? message : `${message} Reference: ${request.id}`);
  });
}

/** Unknown API path -> 404 envelope; a known path with the wrong method -> 405. */
export function replyApiNotFound(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const path = pathOf(request.url);
  if (request.method !== 'POST' && app.hasRoute({ method: 'POST', url: path })) {
    return reply
      .code(405)
      .header('allow', 'POST')
      .send(fail(405, `Use POST for ${path}.`));
  }
  return reply.code(404).send(fail(404, `Unknown API path: ${path}`));
}
