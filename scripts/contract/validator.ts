import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { deref, type ContractOperation, type OpenApiDocument } from './contract';

/**
 * Validates bodies against the contract's schemas (OpenAPI 3.0 schema objects, `nullable` included).
 */
export class ContractValidator {
  private readonly ajv: Ajv;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    this.ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addFormat('password', true);
    this.ajv.addKeyword({ keyword: 'example' });
    this.ajv.addKeyword({ keyword: 'x-enum-varnames' });
    this.ajv.addSchema({ components: document.components }, 'contract');
  }

  private compile(key: string, schema: Record<string, unknown>): ValidateFunction {
    let validate = this.cache.get(key);
    if (!validate) {
      // Local references point into the contract registered above.
      const rewritten = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"contract#/components/')) as object;
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

function format(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? 'is not valid'}`);
}
