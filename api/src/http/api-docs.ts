import type { FastifyInstance } from 'fastify';
import { API_DOCS_PATH, OPENAPI_PATH, openApiDocument } from './openapi';

type Schema = Record<string, unknown>;
type Row = { name: string; type: string; required: boolean; notes: string };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** `x` -> <code>x</code> in text that is already escaped. */
const codeSpans = (html: string) => html.replace(/`([^`]+)`/g, '<code>$1</code>');

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A nullable field is `anyOf: [T, {type: 'null'}]`: show it as T or null. */
function unwrapNullable(schema: Schema): { schema: Schema; nullable: boolean } {
  const options = Array.isArray(schema.anyOf) ? schema.anyOf.filter(isSchema) : [];
  const other = options.filter((option) => option.type !== 'null');
  if (options.length === 2 && other.length === 1 && other[0]) {
    return { schema: other[0], nullable: true };
  }
  return { schema, nullable: false };
}

function typeOf(schema: Schema): string {
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (Array.isArray(schema.anyOf)) return schema.anyOf.filter(isSchema).map(typeOf).join(' | ');
  if (schema.type === 'array' && isSchema(schema.items)) return `${typeOf(schema.items)}[]`;
  return typeof schema.type === 'string' ? schema.type : 'any';
}

function notesOf(schema: Schema): string {
  const notes: string[] = [];
  for (const key of ['format', 'pattern', 'minimum', 'maximum', 'default'] as const) {
    const value = schema[key];
    // A format says it better than its long regex; safe-integer bounds say nothing.
    const noise =
      (key === 'pattern' && schema.format !== undefined) ||
      (typeof value === 'number' && Math.abs(value) >= Number.MAX_SAFE_INTEGER);
    if (value !== undefined && !noise) notes.push(`${key} ${JSON.stringify(value)}`);
  }
  return notes.join(', ');
}

/** One row per field, nested objects as `a.b` and arrays of objects as `a[].b`. */
function rowsOf(schema: Schema, prefix = ''): Row[] {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return Object.entries(properties).flatMap(([key, raw]) => {
    if (!isSchema(raw)) return [];
    const { schema: field, nullable } = unwrapNullable(raw);
    const name = `${prefix}${key}`;
    const row: Row = {
      name,
      type: typeOf(field) + (nullable ? ' | null' : ''),
      required: required.has(key),
      notes: notesOf(field),
    };
    const items = field.type === 'array' && isSchema(field.items) ? field.items : undefined;
    if (field.type === 'object') return [row, ...rowsOf(field, `${name}.`)];
    if (items?.type === 'object') return [row, ...rowsOf(items, `${name}[].`)];
    return [row];
  });
}

function fieldsTable(schema: Schema): string {
  const rows = rowsOf(schema);
  if (rows.length === 0) return `<p class="none">${escapeHtml(typeOf(schema))}</p>`;
  const body = rows
    .map(
      (row) =>
        `<tr><td><code>${escapeHtml(row.name)}</code></td><td>${escapeHtml(row.type)}</td>` +
        `<td>${row.required ? 'yes' : ''}</td><td>${escapeHtml(row.notes)}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>field</th><th>type</th><th>required</th><th>rules</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** `at(doc, 'paths', p, 'post', 'tags', '0')`: a step into an object or an array, or undefined. */
const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>(
    (node, key) =>
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[key]
        : undefined,
    value,
  );

function operationHtml(path: string, operation: Schema): string {
  const request = at(operation, 'requestBody', 'content', 'application/json', 'schema');
  const answer = at(operation, 'responses', '200', 'content', 'application/json', 'schema');
  const success = Array.isArray(at(answer, 'oneOf')) ? (at(answer, 'oneOf') as unknown[])[0] : {};
  const text = (value: unknown) => escapeHtml(typeof value === 'string' ? value : '');
  return `<section id="${escapeHtml(String(operation.operationId))}">
<h3><span class="method">POST</span> <code>${escapeHtml(path)}</code></h3>
<p>${text(operation.summary)}. ${codeSpans(text(operation.description))}</p>
<h4>Request body</h4>${isSchema(request) ? fieldsTable(request) : ''}
<h4>Success envelope</h4>${isSchema(success) ? fieldsTable(success) : ''}
<details><summary>JSON Schema</summary><pre>${escapeHtml(JSON.stringify({ request, success }, null, 2))}</pre></details>
</section>`;
}

function businessErrorsHtml(document: Schema): string {
  const errors = at(document, 'components', 'schemas', 'BusinessError', 'oneOf');
  const rows = (Array.isArray(errors) ? errors.filter(isSchema) : []).map((error) => {
    const msg = at(error, 'properties', 'msg');
    const message = !isSchema(msg)
      ? ''
      : typeof msg.const === 'string'
        ? msg.const
        : `pattern ${String(msg.pattern)}`;
    return `<tr><td>${escapeHtml(String(at(error, 'properties', 'code', 'const')))}</td><td><code>${escapeHtml(String(error.title))}</code></td><td>${escapeHtml(message)}</td><td>${escapeHtml(String(error.description))}</td></tr>`;
  });
  return `<table><thead><tr><th>code</th><th>name</th><th>msg</th><th>when</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:1rem 2rem;color:#1b1f24}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f4f5f7;padding:.75rem;overflow:auto}
table{border-collapse:collapse;width:100%;margin:.25rem 0 1rem}th,td{border:1px solid #d0d7de;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#f4f5f7}section{border-top:1px solid #d0d7de;padding-top:.5rem}.method{background:#0b5cad;color:#fff;padding:0 .4rem;border-radius:3px;font-size:13px}
nav ul{columns:2}`;

/** The reference page: the OpenAPI document rendered on the server, with no script at all. */
export function apiDocsHtml(document: Schema): string {
  const paths = isSchema(document.paths) ? document.paths : {};
  const operations = Object.entries(paths).flatMap(([path, item]) => {
    const post = at(item, 'post');
    return isSchema(post) ? [{ path, post }] : [];
  });
  const tags = [...new Set(operations.map(({ post }) => String(at(post, 'tags', '0'))))];
  const info = isSchema(document.info) ? document.info : {};
  const nav = operations
    .map(
      ({ path, post }) =>
        `<li><a href="#${escapeHtml(String(post.operationId))}">${escapeHtml(path)}</a></li>`,
    )
    .join('');
  const sections = tags
    .map(
      (tag) =>
        `<h2>${escapeHtml(tag)}</h2>` +
        operations
          .filter(({ post }) => at(post, 'tags', '0') === tag)
          .map(({ path, post }) => operationHtml(path, post))
          .join(''),
    )
    .join('');
  const intro =
    (typeof info.description === 'string' ? info.description : '').split('## Business errors')[0] ??
    '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(String(info.title))} reference</title><style>${STYLE}</style></head><body>
<h1>${escapeHtml(String(info.title))} ${escapeHtml(String(info.version))}</h1>
<p>${codeSpans(escapeHtml(intro))}</p>
<p>The machine-readable document: <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a> (OpenAPI 3.1).</p>
<nav><ul>${nav}</ul></nav>${sections}
<h2 id="business-errors">Business errors</h2>${businessErrorsHtml(document)}
</body></html>`;
}

/** GET /travel/api/openapi.json and the reference page at /travel/api/docs. */
export function apiDocsRoutes(app: FastifyInstance, options: { version: string }): void {
  const document = openApiDocument(options.version);
  const page = apiDocsHtml(document);
  app.get(OPENAPI_PATH, (_request, reply) => reply.send(document));
  app.get(API_DOCS_PATH, (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
}
