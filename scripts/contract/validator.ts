import Ajv2019, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { deref, type ContractOperation, type OpenApiDocument } from './contract';

/**
 * Validates bodies against the contract's schemas (OpenAPI 3.0 schema objects, `nullable` included).
 *
 * Strict mode (the default) also reports properties a body carries that its schema does not declare: few fields
 * of section 3 are `required` and no schema closes `additionalProperties`, so without it a misspelt field name
 * (`addr1` for `addressLine1`) would pass. It applies to every object schema that declares properties and says
 * nothing about `additionalProperties`; an explicit `additionalProperties` (true, a schema or false) is honoured
 * as written. Composition is closed where it ends: an `allOf`/`oneOf`/`anyOf` is checked with
 * `unevaluatedProperties: false` (draft 2019-09) on the composing schema, its branches stay open, so the
 * properties of every branch (through `$ref` too) count as declared.
 */
export interface ContractValidatorOptions {
  /** Report undeclared properties (default true). */
  strict?: boolean;
}

type Schema = Record<string, unknown>;

const COMPOSITIONS = ['allOf', 'oneOf', 'anyOf'] as const;
const OPEN_SCHEMAS = 'x-open-schemas';

export class ContractValidator {
  readonly strict: boolean;
  private readonly ajv: Ajv2019;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(
    private readonly document: OpenApiDocument,
    options: ContractValidatorOptions = {},
  ) {
    this.strict = options.strict ?? true;
    this.ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addFormat('password', true);
    this.ajv.addKeyword({ keyword: 'example' });
    this.ajv.addKeyword({ keyword: 'x-enum-varnames' });
    this.ajv.addSchema({ components: this.strict ? strictComponents(document) : document.components }, 'contract');
  }

  private compile(key: string, schema: Schema): ValidateFunction {
    let validate = this.cache.get(key);
    if (!validate) {
      const prepared = this.strict ? closeSchema(schema, false, componentSchemas(this.document)) : schema;
      // Local references point into the contract registered above.
      const rewritten = JSON.parse(JSON.stringify(prepared).replaceAll('"#/components/', '"contract#/components/')) as object;
      validate = this.ajv.compile(rewritten);
      this.cache.set(key, validate);
    }
    return validate;
  }

  /** Validates a value against a named component schema. */
  validateSchema(name: string, value: unknown): string[] {
    const validate = this.compile(`schema:${name}`, { $ref: `#/components/schemas/${name}` });
    return validate(value) ? [] : format(validate.errors);
  }

  /**
   * Validates one response of an operation. Returns the problems found: an undocumented status or content
   * type, or a body that does not match the schema.
   */
  validateResponse(operation: ContractOperation, status: number, contentType: string | null, body: unknown): string[] {
    const response = operation.responses[String(status)] ?? operation.responses.default;
    if (!response) return [`status ${status} is not documented`];
    const content = deref(this.document, response).content;
    if (!content) return body === undefined || body === '' ? [] : ['a body was sent where none is documented'];
    const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const media = content[mediaType];
    if (!media) return [`content type "${mediaType}" is not documented for status ${status} (documented: ${Object.keys(content).join(', ')})`];
    if (!media.schema) return [];
    const validate = this.compile(`${operation.operationId}:${status}:${mediaType}`, media.schema);
    return validate(body) ? [] : format(validate.errors);
  }

  /** Validates the example request body of an operation against its request schema. */
  validateRequestBody(operation: ContractOperation, mediaType: string, body: unknown): string[] {
    const media = operation.requestBody?.content[mediaType];
    if (!media?.schema) return [`request content type "${mediaType}" is not documented`];
    const validate = this.compile(`${operation.operationId}:request:${mediaType}`, media.schema);
    return validate(body) ? [] : format(validate.errors);
  }
}

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The components with every schema closed, plus an open copy of each (`#/components/x-open-schemas/Name`):
 * a branch of a composition refers to the open copy so that only the composing schema closes the object.
 */
function componentSchemas(document: OpenApiDocument): Record<string, unknown> {
  return (document.components.schemas ?? {}) as Record<string, unknown>;
}

function strictComponents(document: OpenApiDocument): Record<string, unknown> {
  const schemas = componentSchemas(document);
  const closed = Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, closeSchema(schema, false, schemas)]));
  const open = Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, closeSchema(schema, true, schemas)]));
  return { ...document.components, schemas: closed, [OPEN_SCHEMAS]: open };
}

/** Whether a schema (or one of its composition branches) declares properties; references are not followed. */
function declaresProperties(schema: Schema): boolean {
  if (isSchema(schema.properties)) return true;
  return COMPOSITIONS.some((keyword) => Array.isArray(schema[keyword]) && (schema[keyword] as unknown[]).some((branch) => isSchema(branch) && (declaresProperties(branch) || '$ref' in branch)));
}

/** Whether a schema (or a branch of its composition, through references) allows more properties on purpose. */
function openOnPurpose(schema: Schema, schemas: Record<string, unknown>, seen = new Set<string>()): boolean {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = schemas[name];
    if (seen.has(name) || !isSchema(target)) return false;
    return openOnPurpose(target, schemas, new Set([...seen, name]));
  }
  const additional = schema.additionalProperties;
  if (additional !== undefined && additional !== false) return true;
  return COMPOSITIONS.some(
    (keyword) => Array.isArray(schema[keyword]) && (schema[keyword] as unknown[]).some((branch) => isSchema(branch) && openOnPurpose(branch, schemas, seen)),
  );
}

/**
 * A copy of a schema in which objects that declare properties and say nothing of additionalProperties reject
 * undeclared ones. `open` leaves the schema's own top level open (a branch of a composition).
 */
function closeSchema(value: unknown, open: boolean, schemas: Record<string, unknown>): unknown {
  const close = (child: unknown, childOpen = false) => closeSchema(child, childOpen, schemas);
  if (Array.isArray(value)) return value.map((item) => close(item));
  if (!isSchema(value)) return value;
  const schema: Schema = { ...value };
  if (typeof schema.$ref === 'string') {
    if (open) schema.$ref = schema.$ref.replace('#/components/schemas/', `#/components/${OPEN_SCHEMAS}/`);
    return schema;
  }
  for (const keyword of ['properties', 'patternProperties'] as const) {
    if (isSchema(schema[keyword])) {
      schema[keyword] = Object.fromEntries(Object.entries(schema[keyword]).map(([name, child]) => [name, close(child)]));
    }
  }
  for (const keyword of ['items', 'additionalProperties', 'not'] as const) {
    if (isSchema(schema[keyword])) schema[keyword] = close(schema[keyword]);
  }
  const composed = COMPOSITIONS.filter((keyword) => Array.isArray(schema[keyword]));
  for (const keyword of composed) schema[keyword] = (schema[keyword] as unknown[]).map((branch) => close(branch, true));
  const unsaid = schema.additionalProperties === undefined && schema.unevaluatedProperties === undefined;
  if (!open && unsaid && declaresProperties(value) && !openOnPurpose(value, schemas)) {
    if (composed.length > 0) schema.unevaluatedProperties = false;
    else schema.additionalProperties = false;
  }
  return schema;
}

function format(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => {
    const where = error.instancePath || '(body)';
    if (error.keyword === 'additionalProperties') return `${where} has the undeclared property "${String(error.params.additionalProperty)}"`;
    if (error.keyword === 'unevaluatedProperties') return `${where} has the undeclared property "${String(error.params.unevaluatedProperty)}"`;
    return `${where} ${error.message ?? 'is not valid'}`;
  });
}
