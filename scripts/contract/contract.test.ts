// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callKey, exampleOf, isWrite, listOperations, loadContract, SPECIFIED_CALLS, successStatus } from './contract';
import { ContractValidator } from './validator';

/** The specification's list of gateway calls (gateway-operations.tsv), kept beside the contract. */
const TSV = resolve(import.meta.dirname, '../../openapi/gateway-operations.tsv');
const document = loadContract();
const operations = listOperations(document);
const validator = new ContractValidator(document);

/** Path templates compared without the names of their parameters. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

const tsvRows = readFileSync(TSV, 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#') && !line.startsWith('method\t'))
  .map((line) => {
    const [method, path, auth, response] = line.split('\t');
    return { method: method!.toLowerCase(), path: path!, auth: auth!, response: response! };
  });

describe('the gateway contract', () => {
  it('lists all 52 gateway calls of the specification', () => {
    expect(tsvRows).toHaveLength(52);
  });

  it.each(tsvRows)('has $method $path with auth "$auth" and a $response response', (row) => {
    const operation = operations.find((op) => op.method === row.method && shape(op.path) === shape(row.path));
    expect(operation, `${row.method} ${row.path} is missing`).toBeDefined();
    const expectedAuth = row.auth === 'form' ? 'none' : row.auth;
    expect(operation!.auth).toBe(expectedAuth);
    const content = Object.keys(operation!.responses[successStatus(operation!)]?.content ?? {});
    const expectedContent = {
      json: ['application/json'],
      text: ['text/plain'],
      'json+pdf': ['application/json', 'application/pdf'],
      html: ['text/html'],
    }[row.response];
    expect(content).toEqual(expectedContent);
  });

  it('keeps the verifier\'s list of specified calls in step with the tsv', () => {
    expect([...SPECIFIED_CALLS].sort()).toEqual(tsvRows.map((row) => `${row.method.toUpperCase()} ${shape(row.path)}`).sort());
    for (const key of SPECIFIED_CALLS) expect(operations.some((op) => callKey(op) === key), key).toBe(true);
  });

  it('marks operations whose effect differs from their method with x-side-effect, and isWrite honours it', () => {
    const byId = (id: string) => operations.find((op) => op.operationId === id)!;
    // GET /idCard/request orders a printed card by mail: a default (shared-environment) run must not call it.
    expect(byId('requestIdCard').method).toBe('get');
    expect(byId('requestIdCard').sideEffect).toBe(true);
    expect(isWrite(byId('requestIdCard'))).toBe(true);
    // POSTs that only read.
    for (const id of ['createToken', 'searchPcpProviders', 'validateRegistrationUserDetails']) {
      expect(byId(id).sideEffect, id).toBe(false);
      expect(isWrite(byId(id)), id).toBe(false);
    }
    // Without the extension the method decides.
    expect(isWrite(byId('getAccount'))).toBe(false);
    expect(isWrite(byId('updatePreferences'))).toBe(true);
    expect(isWrite({ method: 'get', sideEffect: true })).toBe(true);
    expect(isWrite({ method: 'post', sideEffect: false })).toBe(false);
    expect(isWrite({ method: 'post' })).toBe(true);
  });

  it('documents a 401 on every optional-auth operation (no member identity at all)', () => {
    for (const operation of operations.filter((op) => op.auth === 'optional')) {
      expect(Object.keys(operation.responses), operation.operationId).toContain('401');
    }
  });

  it('gives every operation a unique operationId, a tag and a summary', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of operations) {
      expect(operation.tags.length, operation.operationId).toBeGreaterThan(0);
      expect(operation.summary, operation.operationId).not.toBe('');
    }
  });

  it.each(operations.map((op) => [op.operationId, op] as const))('%s: examples match their schemas', (_id, operation) => {
    for (const [status, response] of Object.entries(operation.responses)) {
      for (const [mediaType, media] of Object.entries(response.content ?? {})) {
        const values = media.examples ? Object.values(media.examples).map((e) => e.value) : [exampleOf(media)];
        for (const value of values) {
          if (value === undefined) continue;
          const body = mediaType === 'application/pdf' ? value : value;
          expect(validator.validateResponse(operation, Number(status) || 500, mediaType, body), `${status} ${mediaType}`).toEqual([]);
        }
      }
    }
    for (const [mediaType, media] of Object.entries(operation.requestBody?.content ?? {})) {
      expect(validator.validateRequestBody(operation, mediaType, exampleOf(media)), `request ${mediaType}`).toEqual([]);
    }
  });

  it('reports undeclared properties in strict mode (the default), through allOf and $ref', () => {
    const lenient = new ContractValidator(document, { strict: false });
    const misspelt = { addr1: '1420 NW Lovejoy St', city: 'Portland', zip: '97209' };
    expect(lenient.validateSchema('Address', misspelt)).toEqual([]);
    expect(validator.validateSchema('Address', misspelt)).toEqual([
      '(body) has the undeclared property "addr1"',
      '(body) has the undeclared property "zip"',
    ]);
    // Nested through $ref: an account whose address is misspelt.
    const account = exampleOf(operations.find((op) => op.operationId === 'getAccount')!.responses['200']!.content!['application/json']) as Record<string, unknown>;
    expect(validator.validateSchema('AccountDetails', { ...account, address: misspelt })).toContain('/address has the undeclared property "addr1"');
    // allOf: a ContentProgram is a Program plus details; both parts are declared, nothing else is.
    const program = { id: 12, name: 'Nurse line', eligible: true, displayOrder: 1, highPriority: true };
    const details = { programId: 12, title: 'Nurse line', shortDescription: 'Any time' };
    expect(validator.validateSchema('ContentProgram', { ...program, details })).toEqual([]);
    expect(validator.validateSchema('ContentProgram', { ...program, detials: details })).toEqual(['(body) has the undeclared property "detials"']);
    expect(validator.validateSchema('Program', { ...program, details })).toEqual(['(body) has the undeclared property "details"']);
    // An explicit additionalProperties stays as written.
    expect(validator.validateSchema('ErrorBody', { message: 'x', errorData: { anything: 1 } })).toEqual([]);
  });

  it('describes the error bodies of the error catalogue', () => {
    expect(validator.validateSchema('LoginErrorBody', { type: 'LOGIN_ATTEMPTS_REMAINING', errorData: { attemptsRemaining: 2 } })).toEqual([]);
    expect(validator.validateSchema('LoginErrorBody', { type: 'ACCOUNT_LOCKED' })).toEqual([]);
    expect(validator.validateSchema('LoginErrorBody', { type: 'INVALID_CREDENTIALS', message: 'Invalid credentials' })).toEqual([]);
    expect(validator.validateSchema('LoginErrorBody', { type: 'SOMETHING_ELSE' })).not.toEqual([]);
    // Section 8 shows the number of attempts left: a LOGIN_ATTEMPTS_REMAINING body must carry it.
    expect(validator.validateSchema('LoginErrorBody', { type: 'LOGIN_ATTEMPTS_REMAINING' })).not.toEqual([]);
    expect(validator.validateSchema('LoginErrorBody', { type: 'LOGIN_ATTEMPTS_REMAINING', errorData: {} })).not.toEqual([]);
    expect(validator.validateSchema('LoginErrorBody', { type: 'ACCOUNT_LOCKED', errorData: { attemptsRemaining: 0 } })).not.toEqual([]);
    expect(validator.validateSchema('NewIdErrorBody', { message: 'No member found' })).toEqual([]);
    expect(validator.validateSchema('ErrorBody', {})).not.toEqual([]);
  });

  it('names the entities of section 3 with their fields', () => {
    const schemas = document.components.schemas as Record<string, { properties?: Record<string, unknown>; allOf?: unknown[] }>;
    const fields = (name: string) => Object.keys(schemas[name]?.properties ?? {});
    expect(fields('TokenRequest')).toEqual(['username', 'password', 'domainId']);
    expect(fields('AccountDetails')).toEqual([
      'subscriberId', 'subscriberKey', 'groupKey', 'groupId', 'groupName', 'parentGroupId', 'parentGroupName',
      'effectiveDate', 'hireDate', 'members', 'address', 'preferences', 'chatConfig', 'products',
    ]);
    expect(fields('EligibilityBlock')).toEqual(['classPlanId', 'effectiveDate', 'terminationDate', 'classPlanEffectiveDate', 'eligible', 'insuranceType']);
    expect(fields('BenefitLimit')).toEqual(['productCategory', 'coverageType', 'limitType', 'networkTier', 'total', 'totalMet', 'totalRemaining', 'detailedDescription']);
    expect(fields('TokenClaims')).toEqual(expect.arrayContaining(['memberKey', 'role', 'issuedByNewId']));
    expect(fields('Provider')).toEqual(['providerName', 'providerId', 'providerGroupName', 'title', 'acceptingNewPatients', 'distance', 'specialty', 'languages', 'locations']);
  });
});
