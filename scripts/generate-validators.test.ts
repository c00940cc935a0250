// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { listOperations, loadContract } from './contract/contract';
import { generateValidators, readerSchema } from './generate-validators';

describe('readerSchema: the contract as the client reads answers', () => {
  it('drops annotations and additionalProperties: false (extra properties never fail an answer)', () => {
    expect(
      readerSchema({ type: 'object', description: 'x', example: {}, additionalProperties: false, 'x-note': 1, properties: { description: { type: 'string' } } }, 'test'),
    ).toEqual({ type: 'object', properties: { description: { type: 'string' } } });
  });

  it('keeps nullable, admits null in a nullable enumeration, and keeps checked formats', () => {
    expect(readerSchema({ type: 'string', enum: ['M', 'D'], nullable: true, format: 'date' }, 'test')).toEqual({
      type: 'string',
      enum: ['M', 'D', null],
      nullable: true,
      format: 'date',
    });
  });

  it('points references at the contract and keeps only the discriminator property', () => {
    expect(
      readerSchema({ oneOf: [{ $ref: '#/components/schemas/A' }], discriminator: { propertyName: 'type', mapping: { a: '#/components/schemas/A' } } }, 'test'),
    ).toEqual({ oneOf: [{ $ref: 'contract#/definitions/A' }], discriminator: { propertyName: 'type' } });
  });

  it('refuses a format or keyword nobody decided how to check', () => {
    expect(() => readerSchema({ type: 'string', format: 'uuid' }, 'test')).toThrow(/format "uuid"/);
    expect(() => readerSchema({ type: 'string', const: 'x' }, 'test')).toThrow(/keyword "const"/);
  });
});

describe('generateValidators', () => {
  const contract = loadContract();
  const { files, operations } = generateValidators(contract);

  it('lists every operation of the contract with an answer for each documented status', () => {
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(listOperations(contract).map((operation) => operation.operationId).sort());
    for (const operation of listOperations(contract)) {
      const entry = operations.find((candidate) => candidate.operationId === operation.operationId)!;
      expect(Object.keys(entry.answers).sort()).toEqual(Object.keys(operation.responses).sort());
    }
  });

  it('writes plain modules: no eval, no run-time compiler, no require()', () => {
    for (const [name, content] of files) {
      if (!name.endsWith('.js')) continue;
      expect(content, name).not.toMatch(/new Function|\beval\(|\brequire\(|from 'ajv/);
    }
  });
});
