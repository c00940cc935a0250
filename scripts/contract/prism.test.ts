// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations } from './contract';
import { startPrism, type PrismServer } from './prism';
import { formatResults, verifyGateway, type VerifyResult } from './verify';

const EXAMPLE_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJqcml2ZXJhIiwibWVtYmVyS2V5IjoiTTEwMDEiLCJyb2xlIjoibWVtYmVyIiwiaXNzdWVkQnlOZXdJZCI6ZmFsc2UsImRvbWFpbklkIjoxLCJpYXQiOjE3OTUwMDAwMDAsImV4cCI6NDEwMjQ0NDgwMH0.c2lnbmF0dXJlLW5vdC12ZXJpZmllZC1ieS10aGUtcG9ydGFs';

describe('Prism serving the contract', () => {
  let prism: PrismServer;
  let results: VerifyResult[];

  beforeAll(async () => {
    prism = await startPrism(4010 + Math.floor(Math.random() * 500) + 100);
    // Prism checks that a bearer token is there, not what it says (it has no way to), so the authentication
    // rows of malformed and expired tokens would fail it: the test below checks the one refusal it makes.
    results = await verifyGateway({ baseUrl: prism.baseUrl, token: EXAMPLE_TOKEN, includeWrites: true, skipChecks: ['auth'] });
  }, 120_000);

  afterAll(async () => {
    await prism?.stop();
  });

  it('answers every operation with a response valid against the contract', () => {
    const failures = results.filter((r) => r.problems.length > 0);
    expect(failures, formatResults(results)).toEqual([]);
    expect(results.filter((r) => r.check === 'negative').length).toBeGreaterThan(0);
    const called = new Set(results.map((r) => r.operationId));
    expect([...called].sort()).toEqual(listOperations().map((op) => op.operationId).sort());
  });

  it('serves the ID card as a PDF when Accept asks for one', () => {
    const pdf = results.find((r) => r.operationId === 'getIdCard' && r.accept === 'application/pdf');
    expect(pdf?.status).toBe(200);
    expect(pdf?.problems).toEqual([]);
  });

  it('refuses a bearer call without a token', async () => {
    const response = await fetch(`${prism.baseUrl}/account`, { headers: { Accept: 'application/json' } });
    expect(response.status).toBe(401);
  });
});
