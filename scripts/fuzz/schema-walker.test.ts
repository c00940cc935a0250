// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { listOperations, loadContract } from '../contract/contract';
import { ContractValidator } from '../contract/validator';

import { EDGE_VARIANTS, SchemaWalker } from './schema-walker';

const contract = loadContract();
const operations = listOperations(contract);
// Unknown extra properties are allowed by the contract (no schema closes additionalProperties); the strict
// validator, which reports them as the verifier does, checks every other variant.
const strict = new ContractValidator(contract);
const lenient = new ContractValidator(contract, { strict: false });

describe('the schema walker of the contract fuzz', () => {
  it.each(EDGE_VARIANTS)('answers every operation with a body valid for the contract under %s', (variant) => {
    const problems: string[] = [];
    for (const operation of operations) {
      const answer = new SchemaWalker(contract, { variant }).answer(operation);
      if (!answer || answer.mediaType === 'application/pdf') continue;
      const status = Number(Object.keys(operation.responses).filter((s) => /^2\d\d$/.test(s)).sort()[0]);
      const validator = variant === 'extra-properties' ? lenient : strict;
      for (const problem of validator.validateResponse(operation, status, answer.mediaType, answer.body)) {
        problems.push(`${operation.operationId}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('pushes each variant to its edge', () => {
    const account = operations.find((operation) => operation.operationId === 'getAccount')!;
    const body = (variant: (typeof EDGE_VARIANTS)[number]) =>
      new SchemaWalker(contract, { variant, today: new Date(2026, 10, 25) }).answer(account)!.body as Record<string, unknown>;
    expect(body('required-only')).not.toHaveProperty('address');
    expect(body('nullable-null').parentGroupId).toBeNull();
    expect(body('empty-arrays').members).toEqual([]);
    expect(body('arrays-50').members).toHaveLength(50);
    expect(body('strings-0').groupName).toBe('');
    expect(body('strings-1').groupName).toHaveLength(1);
    expect(Array.from(body('strings-300').groupName as string)).toHaveLength(300);
    expect(body('non-latin').groupName).toMatch(/東京都/);
    expect(body('dates-1900').effectiveDate).toBe('1900-01-01');
    expect(body('dates-today').effectiveDate).toBe('2026-11-25');
    expect(body('dates-9999').effectiveDate).toBe('9999-12-31');
    expect(body('extra-properties')).toHaveProperty('unknownExtraObject');

    const limits = operations.find((operation) => operation.operationId === 'getBenefitLimits')!;
    const amounts = (variant: (typeof EDGE_VARIANTS)[number]) =>
      (new SchemaWalker(contract, { variant }).answer(limits)!.body as { total: number }[])[0]!.total;
    expect([amounts('amounts-0'), amounts('amounts-negative'), amounts('amounts-1e9')]).toEqual([0, -250.75, 1e9]);
  });
});
