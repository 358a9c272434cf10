import fc from 'fast-check';

/** The part of JSON Schema that `z.toJSONSchema` writes for the contract's request schemas. */
export interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** Realistic values by property name, so valid bodies reach past the first rule. */
export type KnownValues = Record<string, readonly unknown[]>;

const INT32_MAX = 2 ** 31 - 1;

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? Number.MIN_SAFE_INTEGER;
  const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  // fc.integer stays within 32 bits; the schema's own bounds are added as constants.
  const inner = fc.integer({ min: Math.max(min, -INT32_MAX), max: Math.min(max, INT32_MAX) });
  return fc.oneof({ arbitrary: inner, weight: 4 }, fc.constantFrom(min, max));
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  return fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 40, 40),
    unit: 'grapheme',
  });
}

/** Values a JSON Schema accepts (as far as JSON Schema can say; rules beyond it may still refuse). */
export function valueOf(
  schema: JsonSchema,
  known: KnownValues = {},
  name?: string,
): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => valueOf(s, known, name)));
  const generated = generatedValueOf(schema, known);
  const realistic = name ? known[name] : undefined;
  if (!realistic?.length) return generated;
  return fc.oneof(
    { arbitrary: fc.constantFrom(...realistic), weight: 3 },
    { arbitrary: generated, weight: 1 },
  );
}

function generatedValueOf(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? valueOf(schema.items, known) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, s]) => [key, valueOf(s, known, key)]),
      );
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue();
  }
}

const NUL = '\u0000';
const LONE_HIGH = '\uD83D';
const LONE_LOW = '\uDE00';

/** A value of another JSON type than the one given. */
const wrongType = (value: unknown) =>
  fc
    .oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.jsonValue(), { maxLength: 3 }),
      fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
    )
    .filter(
      (other) => typeof other !== typeof value || Array.isArray(other) !== Array.isArray(value),
    );

const edgeNumbers = fc.constantFrom(
  0,
  -1,
  -0,
  0.5,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER - 2,
  1e308,
  -1e308,
  5e-324,
);

/** Where the deep value goes in the body's text; JSON.stringify leaves U+2063 as is. */
const NESTED_MARKER = '\u2063nested\u2063';

const unstorable = fc.constantFrom(NUL, LONE_HIGH, LONE_LOW, `${LONE_LOW}${LONE_HIGH}`);

export type Mutation =
  | 'wrong type'
  | 'missing field'
  | 'extra field'
  | 'huge string'
  | 'unstorable text'
  | 'deep nesting'
  | 'array for object'
  | 'edge number'
  | 'not an object'
  | 'broken JSON';

export interface MutatedBody {
  mutation: Mutation;
  body: unknown;
  /** Sent as is instead of JSON.stringify(body). */
  raw?: string;
}

function keysOf(body: unknown): string[] {
  return body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
}

/** A body of the schema, broken in one of the ways a careless or hostile caller would. */
export function mutationOf(valid: fc.Arbitrary<unknown>): fc.Arbitrary<MutatedBody> {
  const at = (
    mutation: Mutation,
    change: (body: Record<string, unknown>, key: string) => fc.Arbitrary<unknown>,
  ) =>
    valid.chain((body) => {
      const keys = keysOf(body);
      const record = (body ?? {}) as Record<string, unknown>;
      const key = keys.length ? fc.constantFrom(...keys) : fc.constant('field');
      return key.chain((k) => change(record, k).map((value) => ({ mutation, body: value })));
    });
  const replace = (record: Record<string, unknown>, key: string, value: unknown) => ({
    ...record,
    [key]: value,
  });
  return fc.oneof(
    at('wrong type', (r, k) => wrongType(r[k]).map((v) => replace(r, k, v))),
    at('missing field', (r, k) => {
      const rest = { ...r };
      delete rest[k];
      return fc.constant(rest);
    }),
    at('extra field', (r) =>
      fc
        .tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }))
        .map(([key, value]) => ({ ...r, [key]: value })),
    ),
    at('huge string', (r, k) =>
      fc
        .tuple(
          fc.constantFrom(1_000, 60_000, 70_000, 200_000),
          fc.constantFrom('a', 'é', '😀', '9'),
        )
        .map(([length, unit]) => replace(r, k, unit.repeat(length))),
    ),
    at('unstorable text', (r, k) =>
      fc
        .tuple(unstorable, fc.boolean())
        .map(([bad, inKey]) =>
          inKey
            ? { ...r, [`${k}${bad}`]: 'x' }
            : replace(r, k, typeof r[k] === 'string' ? `${r[k]}${bad}` : bad),
        ),
    ),
    at('array for object', (r, k) =>
      fc.boolean().map((whole) => (whole ? [r] : replace(r, k, [r[k]]))),
    ),
    at('edge number', (r, k) => edgeNumbers.map((n) => replace(r, k, n))),
    at('not an object', () =>
      fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.constant([])),
    ),
    valid.chain((body) =>
      fc
        .tuple(fc.constantFrom(...keysOf(body), 'field'), fc.constantFrom(10, 1_000, 10_000))
        .chain(([key, depth]) =>
          fc.constantFrom(['[', ']'], ['{"a":', '}']).map(([open, close]) => {
            // Written as text: JSON.stringify itself overflows the stack at such depths.
            const leaf = JSON.stringify((body as Record<string, unknown> | null)?.[key] ?? 'x');
            const text = JSON.stringify({ ...(body as object), [key]: NESTED_MARKER });
            const raw = text.replace(
              JSON.stringify(NESTED_MARKER),
              () => `${open.repeat(depth)}${leaf}${close.repeat(depth)}`,
            );
            return { mutation: 'deep nesting' as const, body: undefined, raw };
          }),
        ),
    ),
    valid.chain((body) =>
      fc.constantFrom('truncate', 'trailing', 'bare word', 'empty').map((how) => {
        const text = JSON.stringify(body);
        const raw =
          how === 'truncate'
            ? text.slice(0, Math.max(1, text.length - 1))
            : how === 'trailing'
              ? `${text},`
              : how === 'bare word'
                ? 'undefined'
                : '';
        return { mutation: 'broken JSON' as const, body: undefined, raw };
      }),
    ),
  );
}
