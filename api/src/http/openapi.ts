import {
  API_CONTRACT,
  API_PATHS,
  type ApiAccess,
  type ApiCall,
  type ApiPath,
  BUSINESS_ERRORS,
  type BusinessErrorName,
  type BusinessErrorSpec,
  CREDENTIAL_HEADER,
  businessErrorMessagePattern,
  SUCCESS_CODE,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@travel/shared/contracts';
import { z } from 'zod';
import { API_BODY_LIMIT } from './api-path';
import { XSRF_EXEMPT_PATHS } from './xsrf';

export const OPENAPI_PATH = '/travel/api/openapi.json';
export const API_DOCS_PATH = '/travel/api/docs';

type JsonSchema = Record<string, unknown>;

/** OpenAPI 3.1 speaks JSON Schema 2020-12, so zod's output goes in as it is. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const generated: JsonSchema = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // Refinements (a rule's message) have no JSON Schema form; the type and pattern remain.
    unrepresentable: 'any',
  });
  delete generated.$schema;
  return generated;
}

const envelopeOf = (data: JsonSchema, paged: boolean): JsonSchema => ({
  type: 'object',
  required: paged
    ? ['code', 'msg', 'data', 'total', 'pageNumber', 'pageSize']
    : ['code', 'msg', 'data'],
  properties: {
    code: { const: SUCCESS_CODE },
    msg: { const: 'success' },
    data: paged ? { type: 'array', items: data } : data,
    ...(paged
      ? {
          total: { type: 'integer', minimum: 0, description: 'Items in the whole list.' },
          pageNumber: { type: 'integer', minimum: 1 },
          pageSize: { type: 'integer', minimum: 1 },
        }
      : {}),
  },
});

const businessErrorSchemas = (Object.keys(BUSINESS_ERRORS) as BusinessErrorName[]).map((name) => {
  const error: BusinessErrorSpec = BUSINESS_ERRORS[name];
  const msg = error.message.includes('{')
    ? { type: 'string', pattern: businessErrorMessagePattern(name) }
    : { const: error.message };
  return {
    title: name,
    description: `${error.when}${error.httpStatus ? ` (HTTP ${error.httpStatus})` : ''}.`,
    type: 'object',
    required: ['code', 'msg', 'data', 'error'],
    properties: {
      code: { const: error.code },
      msg,
      data: { type: 'null' },
      error: { const: name },
      ...(error.message.includes('{')
        ? { params: { type: 'object', additionalProperties: { type: 'string' } } }
        : {}),
    },
  };
});

function securityOf(path: ApiPath, access: ApiAccess): Record<string, string[]>[] {
  if (access === 'operator') return [{ operatorKey: [] }];
  const xsrf: Record<string, string[]> = XSRF_EXEMPT_PATHS.has(path)
    ? {}
    : { xsrfHeader: [], xsrfCookie: [] };
  return [access === 'session' ? { ...xsrf, session: [] } : xsrf];
}

function operationId(path: ApiPath): string {
  return path
    .slice('/travel/api/'.length)
    .split('/')
    .map((part, index) => (index === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('');
}

const errorEnvelope: JsonSchema = { $ref: '#/components/schemas/ErrorEnvelope' };

function operation(path: ApiPath, call: ApiCall): JsonSchema {
  const who: Record<ApiAccess, string> = {
    public: 'Anyone.',
    session: `A signed-in traveller: \`${CREDENTIAL_HEADER}: Bearer <utoken>\`.`,
    operator: 'The operator, with `X-Operator-Key`; no XSRF pair.',
  };
  const operatorOnly = call.access === 'operator';
  return {
    operationId: operationId(path),
    summary: call.summary,
    description: `${who[call.access]} Answers HTTP 200 with \`{code: 200, msg: 'success', data}\`, or a business error \`{code, msg, data: null}\` (see BusinessError).`,
    tags: [call.tag],
    security: securityOf(path, call.access),
    requestBody: {
      required: false,
      content: { 'application/json': { schema: jsonSchema(call.request, 'input') } },
    },
    responses: {
      '200': {
        description: 'The answer, or a business error, in the envelope.',
        content: {
          'application/json': {
            schema: {
              oneOf: [
                envelopeOf(jsonSchema(call.response, 'output'), call.paged),
                { $ref: '#/components/schemas/BusinessError' },
              ],
            },
          },
        },
      },
      '400': { description: 'The body is not valid JSON.', content: jsonContent(errorEnvelope) },
      '403': {
        description: operatorOnly
          ? 'Operator access is not configured, or the key is wrong (code 403).'
          : 'The XSRF pair is missing or wrong (code 419); reload and retry.',
        content: jsonContent(errorEnvelope),
      },
      '413': {
        description: `The body is larger than ${API_BODY_LIMIT / 1024} KB.`,
        content: jsonContent(errorEnvelope),
      },
      '415': { description: 'The body is not JSON.', content: jsonContent(errorEnvelope) },
      '500': {
        description:
          'Something went wrong on our side; nothing internal is shown, only `requestId` to quote.',
        content: jsonContent(errorEnvelope),
      },
    },
  };
}

function jsonContent(schema: JsonSchema) {
  return { 'application/json': { schema } };
}

function businessErrorTable(): string {
  const rows = Object.entries(BUSINESS_ERRORS).map(
    ([name, error]) =>
      `| ${error.code} | \`${name}\` | ${error.message.replaceAll('|', '\\|')} | ${error.when} |`,
  );
  return ['| code | name | msg | when |', '|---|---|---|---|', ...rows].join('\n');
}

/** The OpenAPI 3.1 document of every API_CONTRACT call, from the same zod schemas. */
export function openApiDocument(version: string): JsonSchema {
  const paths = Object.fromEntries(
    API_PATHS.map((path) => [path, { post: operation(path, API_CONTRACT[path]) }]),
  );
  const tags = [...new Set(API_PATHS.map((path) => API_CONTRACT[path].tag))];
  return {
    openapi: '3.1.0',
    info: {
      title: 'HegTravel API',
      version,
      description: [
        'Every call is a POST with a JSON object body (at most 64 KB) and is answered with HTTP 200',
        'and an envelope `{code, msg, data}`: `code` 200 with `data`, or a business error whose',
        '`msg` is written for the visitor. Money is integer paise; times are UTC ISO strings.',
        '',
        `Before the first POST, \`POST /travel/api/website/auth/check\` sets the \`${XSRF_COOKIE}\``,
        `cookie; send its value back as \`${XSRF_HEADER}\` with every other call.`,
        '',
        '## Business errors',
        '',
        businessErrorTable(),
      ].join('\n'),
    },
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        xsrfHeader: {
          type: 'apiKey',
          in: 'header',
          name: XSRF_HEADER,
          description: `The value of the ${XSRF_COOKIE} cookie, sent back.`,
        },
        xsrfCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: XSRF_COOKIE,
          description: 'Set by the site (auth/check hands it to a first visit).',
        },
        session: {
          type: 'http',
          scheme: 'bearer',
          description: `\`${CREDENTIAL_HEADER}: Bearer <utoken>\`, the utoken from user/login.`,
        },
        operatorKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Operator-Key',
          description: 'OPERATOR_API_KEY of the server.',
        },
      },
      schemas: {
        BusinessError: {
          description: 'A business error, sent with HTTP 200 unless noted.',
          oneOf: businessErrorSchemas,
        },
        ErrorEnvelope: {
          type: 'object',
          required: ['code', 'msg', 'data'],
          properties: {
            code: { type: 'integer' },
            msg: { type: 'string' },
            data: { type: 'null' },
            error: {
              type: 'string',
              description:
                "A business error's name (BusinessError), for a client that says it in its own language; msg stays English",
            },
            params: {
              type: 'object',
              additionalProperties: { type: 'string' },
              description: "The values of the error's placeholders, e.g. wait, count, unit",
            },
            requestId: {
              type: 'string',
              description:
                'With code 500: the request id (also in the X-Request-Id header), for the visitor to quote',
            },
          },
        },
      },
    },
  };
}
