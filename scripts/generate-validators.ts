/**
 * Generates the answer validators of the one HTTP client from the gateway contract (part of `npm run generate`):
 *
 *   generated/validators/index.ts          every operation: method, path template, and per documented status the
 *                                          media types it may answer with and the validator of each body
 *   generated/validators/validate-<tag>.js  ajv standalone validators of the success answers of one tag's operations
 *   generated/validators/validate-error-bodies.js   validators of the documented error bodies
 *
 * The validators are plain JavaScript functions written at build time (ajv's standalone code): nothing is compiled
 * in the browser, so they run under a Content-Security-Policy without 'unsafe-eval'. Each module is loaded on demand
 * by the client the first time one of its operations is called (docs/decisions/008-answer-validation.md).
 *
 * Schemas are read as a tolerant reader reads them: annotations are dropped, `additionalProperties: false` is
 * dropped (extra properties never break an answer), `nullable` is kept (ajv knows the OpenAPI keyword), formats
 * `date` and `date-time` are checked by src/shared/lib/http/contract-formats.ts, and a discriminator picks the
 * `oneOf` branch by its property.
 *
 *   npx tsx scripts/generate-validators.ts
 */
import Ajv, { _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { listOperations, loadContract, type ContractOperation, type OpenApiDocument } from './contract/contract';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const VALIDATORS_DIR = join(ROOT, 'generated/validators');
/** The module the generated code imports the format checks from (relative to generated/validators). */
const FORMATS_MODULE = '../../src/shared/lib/http/contract-formats';
const ERROR_MODULE = 'error-bodies';

/** How the client reads an answer of each documented media type. */
export type AnswerMedia = 'json' | 'text' | 'pdf';

const MEDIA: Readonly<Record<string, AnswerMedia>> = {
  'application/json': 'json',
  'text/plain': 'text',
  'text/html': 'text',
  'application/pdf': 'pdf',
};

/** Formats the validators check; every other format of an answer schema fails the generation until decided. */
const CHECKED_FORMATS = ['date', 'date-time'] as const;
/** Formats that describe a body the client does not validate as JSON (a binary document is checked by its media). */
const DESCRIPTIVE_FORMATS = ['binary'];

/** Keywords that only describe (dropped), and keywords that validate (kept). Anything else fails the generation. */
const ANNOTATIONS = new Set(['description', 'example', 'examples', 'title', 'deprecated', 'readOnly', 'writeOnly', 'externalDocs', 'xml', 'default']);
const SCHEMA_MAPS = new Set(['properties']);
const SCHEMA_LISTS = new Set(['allOf', 'oneOf', 'anyOf']);
const SUBSCHEMAS = new Set(['items', 'not', 'additionalProperties']);
const VALUES = new Set([
  'type',
  'nullable',
  'enum',
  'required',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'minProperties',
  'maxProperties',
  'multipleOf',
]);

type Schema = Record<string, unknown>;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A contract schema as the client's tolerant reader checks it (see the file comment). */
export function readerSchema(schema: unknown, where: string): Schema | boolean {
  if (typeof schema === 'boolean') return schema;
  if (!isSchema(schema)) throw new Error(`${where}: not a schema`);
  const out: Schema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword.startsWith('x-') || ANNOTATIONS.has(keyword)) continue;
    if (keyword === '$ref') {
      out.$ref = String(value).replace('#/components/schemas/', 'contract#/definitions/');
    } else if (keyword === 'format') {
      if ((CHECKED_FORMATS as readonly string[]).includes(String(value))) out.format = value;
      else if (!DESCRIPTIVE_FORMATS.includes(String(value))) {
        throw new Error(`${where}: format "${String(value)}" in an answer schema: decide how the client reads it`);
      }
    } else if (keyword === 'discriminator') {
      // ajv picks the oneOf branch by the property; the mapping is implied by each branch's enum.
      out.discriminator = { propertyName: (value as { propertyName: string }).propertyName };
    } else if (keyword === 'additionalProperties') {
      // Tolerant reader: properties the contract does not declare never fail an answer.
      if (isSchema(value)) out.additionalProperties = readerSchema(value, `${where}/additionalProperties`);
    } else if (SCHEMA_MAPS.has(keyword)) {
      out[keyword] = Object.fromEntries(
        Object.entries(value as Schema).map(([name, sub]) => [name, readerSchema(sub, `${where}/${keyword}/${name}`)]),
      );
    } else if (SCHEMA_LISTS.has(keyword)) {
      out[keyword] = (value as unknown[]).map((sub, index) => readerSchema(sub, `${where}/${keyword}/${index}`));
    } else if (SUBSCHEMAS.has(keyword)) {
      out[keyword] = readerSchema(value, `${where}/${keyword}`);
    } else if (VALUES.has(keyword)) {
      out[keyword] = value;
    } else {
      throw new Error(`${where}: keyword "${keyword}" is not known to the answer validators`);
    }
  }
  // A nullable enumeration admits null as one of its values.
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  return out;
}

/** The component schemas the given schemas refer to, directly or through other components. */
function referencedComponents(schemas: readonly unknown[], components: Record<string, unknown>): Set<string> {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (isSchema(value)) {
      for (const [key, sub] of Object.entries(value)) {
        if (key === '$ref' && typeof sub === 'string' && sub.startsWith('#/components/schemas/')) {
          const name = sub.slice('#/components/schemas/'.length);
          if (!found.has(name)) {
            found.add(name);
            visit(components[name]);
          }
        } else {
          visit(sub);
        }
      }
    }
  };
  visit(schemas);
  return found;
}

export interface AnswerEntry {
  readonly media: AnswerMedia;
  /** The validator module and export of the body; absent for a PDF document (checked by its signature). */
  readonly module?: string;
  readonly validator?: string;
}

export interface OperationEntry {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly answers: Record<string, AnswerEntry[]>;
}

function exportName(operation: ContractOperation, status: string, media: AnswerMedia): string {
  return `${operation.operationId}${status === 'default' ? 'Default' : status}${media[0]!.toUpperCase()}${media.slice(1)}`;
}

function moduleOfTag(operation: ContractOperation): string {
  const tag = operation.tags[0];
  if (!tag) throw new Error(`${operation.operationId} has no tag: the validators are grouped by tag`);
  return tag;
}

export interface GeneratedValidators {
  /** File name (in generated/validators) → content. */
  readonly files: ReadonlyMap<string, string>;
  readonly operations: readonly OperationEntry[];
}

const HEADER = (what: string) =>
  `/**\n * Generated by scripts/generate-validators.ts from openapi/gateway.yaml: ${what}.\n * Do not edit: change the contract and run \`npm run generate\`.\n */\n`;

export function generateValidators(document: OpenApiDocument = loadContract()): GeneratedValidators {
  const ajv = new Ajv({
    strict: true,
    strictTypes: false,
    allErrors: false,
    messages: false,
    discriminator: true,
    validateFormats: true,
    code: { source: true, esm: true, lines: true, optimize: true, formats: _`contractFormats` },
  });
  for (const format of CHECKED_FORMATS) ajv.addFormat(format, () => true);
  const components = (document.components.schemas ?? {}) as Record<string, unknown>;
  const contractOperations = listOperations(document);
  const answerSchemas = contractOperations.flatMap((operation) =>
    Object.values(operation.responses).flatMap((response) => Object.values(response.content ?? {}).map((media) => media.schema)),
  );
  ajv.addSchema(
    {
      $id: 'contract',
      definitions: Object.fromEntries(
        [...referencedComponents(answerSchemas, components)].sort().map((name) => [name, readerSchema(components[name], `#/components/schemas/${name}`)]),
      ),
    },
    'contract',
  );

  const modules = new Map<string, Map<string, string>>();
  const addToModule = (module: string, name: string, id: string) => {
    const exports = modules.get(module) ?? new Map<string, string>();
    exports.set(name, id);
    modules.set(module, exports);
  };
  const errorBodies = new Map<string, string>();

  const operations: OperationEntry[] = [];
  for (const operation of contractOperations) {
    const answers: Record<string, AnswerEntry[]> = {};
    for (const [status, response] of Object.entries(operation.responses)) {
      const success = /^2\d\d$/.test(status);
      const entries: AnswerEntry[] = [];
      for (const [mediaType, media] of Object.entries(response.content ?? {})) {
        const kind = MEDIA[mediaType];
        if (!kind) throw new Error(`${operation.operationId} ${status}: media type ${mediaType} is not known to the client`);
        if (kind === 'pdf') {
          entries.push({ media: kind });
          continue;
        }
        if (!media.schema) throw new Error(`${operation.operationId} ${status} ${mediaType}: no schema`);
        const reference = typeof media.schema.$ref === 'string' ? media.schema.$ref.replace('#/components/schemas/', '') : undefined;
        if (!success && reference) {
          // Error bodies are shared by most operations: one validator per component, in a module of their own.
          if (!errorBodies.has(reference)) {
            const id = `answer-${reference}`;
            ajv.addSchema(readerSchema(media.schema, `${operation.operationId} ${status}`) as Schema, id);
            errorBodies.set(reference, id);
            addToModule(ERROR_MODULE, reference, id);
          }
          entries.push({ media: kind, module: ERROR_MODULE, validator: reference });
          continue;
        }
        const module = success ? moduleOfTag(operation) : ERROR_MODULE;
        const name = exportName(operation, status, kind);
        const id = `answer-${name}`;
        ajv.addSchema(readerSchema(media.schema, `${operation.operationId} ${status} ${mediaType}`) as Schema, id);
        addToModule(module, name, id);
        entries.push({ media: kind, module, validator: name });
      }
      answers[status] = entries;
    }
    operations.push({ operationId: operation.operationId, method: operation.method.toUpperCase(), path: operation.path, answers });
  }

  const files = new Map<string, string>();
  const moduleNames = [...modules.keys()].sort();
  for (const module of moduleNames) {
    const exports = [...modules.get(module)!.entries()].sort(([a], [b]) => a.localeCompare(b));
    const code = standaloneCode(ajv, Object.fromEntries(exports));
    if (/\brequire\(/.test(code)) throw new Error(`validate-${module}.js needs a run-time require(): the schemas use a keyword the client cannot check without ajv`);
    if (/new Function|\beval\(/.test(code)) throw new Error(`validate-${module}.js evaluates code at run time`);
    const usesFormats = code.includes('contractFormats');
    files.set(
      `validate-${module}.js`,
      `${HEADER(`validators of ${module === ERROR_MODULE ? 'the error bodies' : `the answers of the "${module}" operations`}`)}` +
        (usesFormats ? `import { contractFormats } from '${FORMATS_MODULE}';\n` : '') +
        `${code.replace(/^"use strict";\n?/, '')}\n`,
    );
    files.set(
      `validate-${module}.d.ts`,
      `${HEADER('types of the validators module of the same name')}import type { AnswerValidator } from './index';\n\n` +
        exports.map(([name]) => `export declare const ${name}: AnswerValidator;\n`).join(''),
    );
  }
  files.set('index.ts', indexModule(operations, moduleNames));
  return { files, operations };
}

function templatePattern(path: string): string | undefined {
  if (!path.includes('{')) return undefined;
  const source = path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\/]/g, '\\$&'))
    .join('[^/]+');
  return `/^${source}$/`;
}

function indexModule(operations: readonly OperationEntry[], moduleNames: readonly string[]): string {
  const quote = (value: string) => JSON.stringify(value);
  const answerCode = (answer: AnswerEntry) =>
    answer.validator ? `{ media: ${quote(answer.media)}, module: ${quote(answer.module!)}, validator: ${quote(answer.validator)} }` : `{ media: ${quote(answer.media)} }`;
  const operationCode = (operation: OperationEntry) => {
    const pattern = templatePattern(operation.path);
    const answers = Object.entries(operation.answers)
      .map(([status, entries]) => `      ${quote(status)}: [${entries.map(answerCode).join(', ')}],`)
      .join('\n');
    return [
      '  {',
      `    operationId: ${quote(operation.operationId)},`,
      `    method: ${quote(operation.method)},`,
      `    path: ${quote(operation.path)},`,
      ...(pattern ? [`    pattern: ${pattern},`] : []),
      '    answers: {',
      answers,
      '    },',
      '  },',
    ].join('\n');
  };
  return `${HEADER('the operations of the contract and the validators of their answers')}
/** How the client reads a body of a documented media type: JSON, text, or a PDF document (checked by its signature). */
export type AnswerMedia = 'json' | 'text' | 'pdf';

/** The first violation an answer validator found (ajv's error object, without messages). */
export interface AnswerValidationError {
  /** JSON Pointer of the value that broke the rule ('' for the whole body). */
  readonly instancePath: string;
  /** The rule: required, type, enum, format, pattern, minimum, discriminator ... */
  readonly keyword: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** A generated validator: true when the value matches; otherwise \`errors\` holds the first violation. */
export interface AnswerValidator {
  (value: unknown): boolean;
  errors?: readonly AnswerValidationError[] | null;
}

export type ValidatorModuleName = ${moduleNames.map(quote).join(' | ')};

export interface AnswerSchema {
  readonly media: AnswerMedia;
  /** Where the body's validator is; absent for a PDF document. */
  readonly module?: ValidatorModuleName;
  readonly validator?: string;
}

export interface ContractOperation {
  readonly operationId: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path template of the contract, e.g. /eobs/{eobId}. */
  readonly path: string;
  /** Matches the paths of a template with parameters. */
  readonly pattern?: RegExp;
  /** Per documented status ('200', '404', 'default'), the media types the answer may have. */
  readonly answers: Readonly<Record<string, readonly AnswerSchema[]>>;
}

export const contractOperations: readonly ContractOperation[] = [
${operations.map(operationCode).join('\n')}
];

/** The validator modules, each loaded on demand (a chunk of its own in the build). */
export const validatorModules: Readonly<Record<ValidatorModuleName, () => Promise<Readonly<Record<string, unknown>>>>> = {
${moduleNames.map((name) => `  ${quote(name)}: () => import('./validate-${name}.js'),`).join('\n')}
};
`;
}

function main(): void {
  const { files } = generateValidators();
  mkdirSync(VALIDATORS_DIR, { recursive: true });
  for (const name of readdirSync(VALIDATORS_DIR)) {
    if (!files.has(name)) rmSync(join(VALIDATORS_DIR, name));
  }
  for (const [name, content] of files) writeFileSync(join(VALIDATORS_DIR, name), content);
  console.log(`generated/validators: ${files.size} files`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
