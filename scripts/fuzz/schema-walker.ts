import { deref, type ContractOperation, type OpenApiDocument } from '../contract/contract';

/**
 * Answers generated from the contract's own schemas, one edge of the contract at a time: every body is valid for
 * the contract (the contract test of this folder checks each against openapi/gateway.yaml), so what a render of
 * such an answer tests is the screens' tolerance, not the gateway client's validation.
 */

/** The edge variants: what each pushes to the edge of what the contract allows. */
export const EDGE_VARIANTS = [
  /** Only the required properties, at every level; every optional property absent. */
  'required-only',
  /** Every property present, and every nullable one null. */
  'nullable-null',
  /** Every array as short as the contract allows (empty unless it sets minItems). */
  'empty-arrays',
  /** Every array of 50 items (or its maxItems). */
  'arrays-50',
  /** Every free text of 0, 1 and 300 characters (the 300 in several scripts), and short non-Latin text. */
  'strings-0',
  'strings-1',
  'strings-300',
  'non-latin',
  /** Every amount (number) 0, negative, or a billion. */
  'amounts-0',
  'amounts-negative',
  'amounts-1e9',
  /** Every date (and time) in 1900, today, or on 9999-12-31. */
  'dates-1900',
  'dates-today',
  'dates-9999',
  /** Unknown extra properties on every object. */
  'extra-properties',
] as const;

export type EdgeVariant = (typeof EDGE_VARIANTS)[number];

type Schema = Record<string, unknown>;

const NON_LATIN = 'Ñandú 東京都 Ωμέγα العربية Привет 😀';
/** 300 characters (code points) of text in several scripts. */
const LONG_TEXT = Array.from(Array.from({ length: 20 }, () => NON_LATIN).join(' ')).slice(0, 300).join('');

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** The calendar date a date variant uses (YYYY-MM-DD); null when the variant leaves dates alone. */
function variantDate(variant: EdgeVariant, today: Date): string | null {
  if (variant === 'dates-1900') return '1900-01-01';
  if (variant === 'dates-9999') return '9999-12-31';
  if (variant === 'dates-today') return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  return null;
}

/**
 * Dates the answers use when the variant is not about dates: coverage that started and has not ended (the end of a
 * period, by its property's name, lies ahead; every other date behind).
 */
const BASE_DATE = '2024-01-01';
const BASE_END_DATE = '2099-12-31';
const END_OF_PERIOD = /termin|termed|end|expir|through|until/i;

/** Values for the few patterns of the contract's answers (the walker writes no regular-expression engine). */
function patternValue(pattern: string, date: string): string | undefined {
  if (pattern.includes('ACT|DIS|INI')) return 'ACT';
  if (pattern.startsWith('^(0[1-9]|1[0-2])/')) {
    const [year, month, day] = date.split('-');
    return `${month}/${day}/${year}`;
  }
  if (pattern === '^[0-9]{5}$') return '97209';
  if (pattern === '^[A-Za-z0-9]{9,10}$') return '900123456';
  if (pattern === '^[A-Za-z0-9]{3,16}$') return 'member01';
  return undefined;
}

export interface WalkOptions {
  readonly variant: EdgeVariant;
  /** "Today" for the dates-today variant. */
  readonly today?: Date;
}

/** Generates one value of a schema under a variant. */
export class SchemaWalker {
  private counter = 0;
  private readonly today: Date;

  constructor(
    private readonly document: OpenApiDocument,
    private readonly options: WalkOptions,
  ) {
    this.today = options.today ?? new Date();
  }

  /** The success answer's body of an operation, with its media type; undefined when it documents none. */
  answer(operation: ContractOperation): { mediaType: string; body: unknown } | undefined {
    const status = Object.keys(operation.responses).filter((s) => /^2\d\d$/.test(s)).sort()[0];
    const content = status ? deref(this.document, operation.responses[status]!).content : undefined;
    if (!content) return undefined;
    const [mediaType, media] = Object.entries(content)[0] ?? [];
    if (!mediaType || !media?.schema) return undefined;
    return { mediaType, body: this.value(media.schema) };
  }

  value(schemaOrRef: unknown, depth = 0, name = ''): unknown {
    const schema = this.resolve(schemaOrRef);
    const { variant } = this.options;
    if (schema.nullable === true && variant === 'nullable-null') return null;
    if (Array.isArray(schema.allOf)) return this.value(this.mergeAllOf(schema), depth, name);
    const branches = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
    if (Array.isArray(branches) && branches.length > 0) return this.value(branches[0], depth, name);
    if (Array.isArray(schema.enum) && schema.enum.length > 0) {
      const values = schema.enum.filter((value) => value !== null);
      return values[this.counter++ % values.length];
    }
    const type = schema.type ?? (isSchema(schema.properties) ? 'object' : undefined);
    switch (type) {
      case 'object':
        return this.object(schema, depth);
      case 'array':
        return this.array(schema, depth, name);
      case 'string':
        return this.string(schema, name);
      case 'number':
        return this.number(schema);
      case 'integer':
        return this.integer(schema);
      case 'boolean':
        // Coverage the pages are about is there (eligible); other flags alternate.
        return name === 'eligible' || this.counter++ % 2 === 0;
      default:
        return this.string(schema, name);
    }
  }

  private resolve(schemaOrRef: unknown): Schema {
    const resolved = deref<Schema>(this.document, schemaOrRef as Schema);
    return isSchema(resolved) ? resolved : {};
  }

  private mergeAllOf(schema: Schema): Schema {
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of [...(schema.allOf as unknown[]), { ...schema, allOf: undefined }]) {
      const resolved = this.resolve(part);
      const inner = Array.isArray(resolved.allOf) ? this.mergeAllOf(resolved) : resolved;
      Object.assign(merged.properties as Schema, inner.properties ?? {});
      (merged.required as string[]).push(...((inner.required as string[] | undefined) ?? []));
      if (inner.nullable === true) merged.nullable = true;
    }
    return merged;
  }

  private object(schema: Schema, depth: number): Record<string, unknown> {
    const properties = isSchema(schema.properties) ? schema.properties : {};
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const result: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(properties)) {
      if (this.options.variant === 'required-only' && !required.has(name)) continue;
      // Recursive schemas stop at optional properties past a few levels.
      if (depth > 6 && !required.has(name)) continue;
      result[name] = this.value(property, depth + 1, name);
    }
    if (this.options.variant === 'extra-properties' && schema.additionalProperties !== false) {
      result.unknownExtraText = 'A property the contract does not name';
      result.unknownExtraObject = { nested: [1, 'two', null], flag: true };
    }
    return result;
  }

  /** How many arrays enclose the value being generated: lists of 50 are outermost lists (50 of 50 of 50 would not end). */
  private arrayNesting = 0;

  private array(schema: Schema, depth: number, name: string): unknown[] {
    const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
    const max = typeof schema.maxItems === 'number' ? schema.maxItems : Number.POSITIVE_INFINITY;
    const { variant } = this.options;
    const wanted = variant === 'empty-arrays' ? 0 : variant === 'arrays-50' && this.arrayNesting === 0 ? 50 : depth > 4 ? 1 : 2;
    const length = Math.min(Math.max(wanted, min), max);
    this.arrayNesting += 1;
    try {
      return Array.from({ length }, () => this.value(schema.items, depth + 1, name));
    } finally {
      this.arrayNesting -= 1;
    }
  }

  private string(schema: Schema, name: string): string {
    const date = variantDate(this.options.variant, this.today) ?? (END_OF_PERIOD.test(name) ? BASE_END_DATE : BASE_DATE);
    if (schema.format === 'date') return date;
    if (schema.format === 'date-time') return `${date}T12:00:00Z`;
    if (schema.format === 'email') return 'member@example.com';
    if (typeof schema.pattern === 'string') {
      const value = patternValue(schema.pattern, date);
      if (value === undefined) throw new Error(`The fuzz has no value for the pattern ${schema.pattern}`);
      return value;
    }
    const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
    const max = typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY;
    let text: string;
    switch (this.options.variant) {
      case 'strings-0':
        text = '';
        break;
      case 'strings-1':
        text = 'x';
        break;
      case 'strings-300':
        text = LONG_TEXT;
        break;
      case 'non-latin':
        text = `${NON_LATIN} ${++this.counter}`;
        break;
      default:
        text = `Text ${++this.counter}`;
    }
    const chars = Array.from(text);
    if (chars.length < min) return text.padEnd(min, 'x');
    return chars.length > max ? chars.slice(0, max).join('') : text;
  }

  private number(schema: Schema): number {
    const { variant } = this.options;
    const wanted = variant === 'amounts-0' ? 0 : variant === 'amounts-negative' ? -250.75 : variant === 'amounts-1e9' ? 1e9 : 125.5;
    return this.clamp(wanted, schema);
  }

  private integer(schema: Schema): number {
    return this.clamp(1 + (this.counter++ % 3), schema);
  }

  private clamp(value: number, schema: Schema): number {
    const min = typeof schema.minimum === 'number' ? schema.minimum : Number.NEGATIVE_INFINITY;
    const max = typeof schema.maximum === 'number' ? schema.maximum : Number.POSITIVE_INFINITY;
    return Math.min(Math.max(value, min), max);
  }
}
