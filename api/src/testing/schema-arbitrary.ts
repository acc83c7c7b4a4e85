import fc from 'fast-check';
import { typedText } from '@typetest/events/testing/typed-text';

/**
 * The part of JSON Schema (OpenAPI 3.1) that the API's request bodies use, as the zod schemas
 * become it in /api/openapi.json. A keyword outside it stops the generator with its name, so a new
 * kind of schema is noticed rather than fuzzed as something else.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
}

/** Keywords that say nothing about which values are allowed. */
const annotations = new Set(['default', 'description', 'title', 'example', 'examples', 'deprecated', 'readOnly', 'writeOnly']);
const understood = new Set<string>([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  '$ref',
]);

export interface SchemaArbitraryOptions {
  /** Where `$ref`s point: the OpenAPI document's `components.schemas`. */
  components?: Record<string, JsonSchema>;
  /**
   * Values worth trying for a property of this name (`texts[]` for the items of `texts`) beside
   * what its schema generates: the test's real ids, links, codes and addresses, and values a
   * person would type, so generated calls get past "not found" and "invalid" to the code behind.
   */
  likely?: (property: string) => fc.Arbitrary<unknown> | undefined;
  /** How much more often a likely value is taken than a generated one (default 1: as often). */
  likelyWeight?: number;
  /** The most items an array gets (a schema may allow 50,000 keystrokes; the fuzzing needs a few). */
  maxItems?: number;
  /** The longest string generated where the schema allows longer. */
  maxLength?: number;
}

/** Dates a date field is tried with beside generated ones: the ends of the years people and Postgres allow, and days that are none. */
const awkwardDates = ['0000-01-01', '9999-12-31', '1970-01-01', '2024-02-29', '2023-02-29', '2026-13-45', '0001-01-01'];

/**
 * Values a schema allows, as fast-check generates them, with strings mixed generously with what
 * breaks careless code (NUL, lone surrogates, controls, bidi marks: typed-text.ts).
 */
export function arbitraryOf(schema: JsonSchema, options: SchemaArbitraryOptions = {}, property = ''): fc.Arbitrary<unknown> {
  const generated = fromSchema(schema, options, property);
  const likely = property ? options.likely?.(property) : undefined;
  return likely ? fc.oneof({ weight: 1, arbitrary: generated }, { weight: options.likelyWeight ?? 1, arbitrary: likely }) : generated;
}

function fromSchema(schema: JsonSchema, options: SchemaArbitraryOptions, property: string): fc.Arbitrary<unknown> {
  for (const keyword of Object.keys(schema)) {
    if (!understood.has(keyword) && !annotations.has(keyword)) throw new Error(`schema-arbitrary: the keyword "${keyword}" (at ${property || 'the body'}) is not supported`);
  }
  if (schema.$ref) {
    const name = /^#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1];
    const target = name ? options.components?.[name] : undefined;
    if (!target) throw new Error(`schema-arbitrary: cannot resolve ${schema.$ref}`);
    return arbitraryOf(target, options, property);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => arbitraryOf(alternative, options, property)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return fc.jsonValue();
  return fc.oneof(...types.map((type) => ofType(type, schema, options, property)));
}

function ofType(type: string, schema: JsonSchema, options: SchemaArbitraryOptions, property: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -(2 ** 31) : Math.floor(schema.exclusiveMinimum) + 1);
      const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? 2 ** 31 : Math.ceil(schema.exclusiveMaximum) - 1);
      return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    }
    case 'number':
      return fc.double({
        min: schema.minimum ?? schema.exclusiveMinimum ?? -1e12,
        max: schema.maximum ?? schema.exclusiveMaximum ?? 1e12,
        minExcluded: schema.minimum === undefined && schema.exclusiveMinimum !== undefined,
        maxExcluded: schema.maximum === undefined && schema.exclusiveMaximum !== undefined,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return stringOf(schema, options);
    case 'array': {
      const maxLength = Math.min(schema.maxItems ?? Number.POSITIVE_INFINITY, options.maxItems ?? 8);
      return fc.array(arbitraryOf(schema.items ?? {}, options, `${property}[]`), { minLength: Math.min(schema.minItems ?? 0, maxLength), maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([name, value]) => [name, arbitraryOf(value, options, name)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
    }
    default:
      throw new Error(`schema-arbitrary: the type "${type}" (at ${property || 'the body'}) is not supported`);
  }
}

function stringOf(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? Number.POSITIVE_INFINITY, options.maxLength ?? 60));
  // Within the schema's lengths: a longer string is cut (a cut may split a surrogate pair, which is fuzzing too), a shorter one padded.
  const fit = (text: string) => (text.length > maxLength ? text.slice(0, maxLength) : text.padEnd(minLength, 'a'));
  const byFormat: Record<string, fc.Arbitrary<string>> = {
    date: fc.oneof(
      fc.date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
      fc.constantFrom(...awkwardDates),
    ),
    uuid: fc.uuid(),
    email: fc.emailAddress(),
  };
  const formatted = schema.format ? byFormat[schema.format] : undefined;
  if (schema.format && !formatted) throw new Error(`schema-arbitrary: the string format "${schema.format}" is not supported`);
  const candidates: fc.Arbitrary<string>[] = [typedText(maxLength)];
  if (formatted) candidates.push(formatted, formatted);
  if (schema.pattern) candidates.push(fc.stringMatching(new RegExp(schema.pattern)));
  return fc.oneof(...candidates).map(fit);
}
