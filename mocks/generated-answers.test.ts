// @vitest-environment node
import { faker } from '@faker-js/faker/locale/en_US';
import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { exampleOf, exampleUrl, listOperations, loadContract, type ContractOperation } from '../scripts/contract/contract';
import { ContractValidator } from '../scripts/contract/validator';
import { checkAnswer, findContractOperation } from '../src/shared/lib/http/answer-check';

import { createHandlers } from './handlers';
import { operations, type OperationId } from './operations';
import { memberResolvers, publicResolvers } from './resolvers';
import { resetScenarios } from './scenarios';
import { resetState } from './state';
import { gatewayCaller, handlersFetch, type CallOptions, type GatewayAnswer } from './test-helpers';

/**
 * The mock gateway is orval's generated handlers: every operation of openapi/gateway.yaml is answered, and an
 * operation nobody wrote a persona answer for gets the generated Faker answer, which the contract accepts.
 */

const contract = loadContract();
const validator = new ContractValidator(contract);
const contractOperations = listOperations(contract);
const BASE_URL = 'http://localhost/api';

afterEach(() => {
  resetState();
  resetScenarios();
});

/** The operation's example request (path and query parameters, JSON or form body) with a member's token. */
function exampleCall(operation: ContractOperation, token: string): [string, string, CallOptions] {
  const content = operation.requestBody?.content ?? {};
  const json = exampleOf(content['application/json']);
  const form = content['application/x-www-form-urlencoded'] ? { token } : undefined;
  return [operation.method.toUpperCase(), exampleUrl(operation), { token, json, form, accept: Object.keys(successMedia(operation))[0] }];
}

function successMedia(operation: ContractOperation): Record<string, unknown> {
  const success = Object.keys(operation.responses).find((status) => status.startsWith('2'))!;
  return (operation.responses[success] as { content?: Record<string, unknown> }).content ?? {};
}

/** What is wrong with an answer by the contract (strictly) and by the portal's own check; empty when nothing. */
async function problemsOf(operation: ContractOperation, path: string, answer: GatewayAnswer, accept: string | undefined): Promise<string[]> {
  const problems = validator.validateResponse(operation, answer.status, answer.contentType, answer.body);
  const portalOperation = findContractOperation(operation.method.toUpperCase(), path.split('?')[0]!);
  const violation = portalOperation && (await checkAnswer(portalOperation, { status: answer.status, contentType: answer.contentType, accept: accept ?? 'application/json', body: answer.body }));
  return violation ? [...problems, `the portal's check finds ${violation.rule} at ${violation.jsonPath}`] : problems;
}

describe('the mock gateway on the generated handlers', () => {
  it('answers every operation of the contract, with an answer the contract documents', async () => {
    const gateway = gatewayCaller(BASE_URL, handlersFetch(createHandlers({ baseUrl: BASE_URL })));
    const token = await gateway.signIn('rivera');
    const problems: string[] = [];
    for (const operation of contractOperations) {
      const [method, path, options] = exampleCall(operation, token);
      const answer = await gateway.call(method, path, options);
      const documented = validator.validateResponse(operation, answer.status, answer.contentType, answer.body);
      if (documented.some((problem) => problem.startsWith('status'))) problems.push(`${operation.operationId}: ${documented.join('; ')}`);
      if (JSON.stringify(answer.body).includes('There is no such gateway operation')) problems.push(`${operation.operationId}: not found`);
    }
    expect(contractOperations.map((operation) => operation.operationId).sort()).toEqual(Object.keys(operations).sort());
    expect(problems).toEqual([]);
  });

  // Every operation whose success answers are JSON or text only: a PDF or an HTML page needs a persona answer to be one.
  // GET /account/status among them: orval's Faker answer of a plain-text body ignores the schema, and orval.config.ts
  // gives it the status codes its pattern lists.
  const generatedOnly = contractOperations.filter((operation) => Object.keys(successMedia(operation)).every((media) => /json|text\/plain/.test(media)));

  it.each(generatedOnly.map((operation) => [operation.operationId, operation] as const))(
    'answers %s without a persona answer with the generated answer, which passes the contract check',
    async (operationId, operation) => {
      const handlers = createHandlers({ baseUrl: BASE_URL, generatedOnly: [operationId as OperationId] });
      const gateway = gatewayCaller(BASE_URL, handlersFetch(handlers));
      const token = await gateway.signIn('rivera');
      const [method, path, options] = exampleCall(operation, token);
      // Ten different generated answers, each of them by the contract.
      for (let seed = 1; seed <= 10; seed += 1) {
        faker.seed(seed);
        const answer = await gateway.call(method, path, options);
        expect(answer.status).toBe(200);
        expect(await problemsOf(operation, path, answer, options.accept)).toEqual([]);
      }
    },
  );

  it('still checks the token and the request against the contract before a generated answer', async () => {
    const gateway = gatewayCaller(BASE_URL, handlersFetch(createHandlers({ baseUrl: BASE_URL, generatedOnly: ['getClaims', 'getReferrals'] })));
    expect((await gateway.call('GET', '/claims')).status).toBe(401);
    const token = await gateway.signIn('rivera');
    expect((await gateway.call('GET', '/referrals', { token })).status).toBe(400);
    expect((await gateway.call('GET', '/claims?status=LOST', { token })).body).toMatchObject({ message: expect.stringContaining('query.status') });
  });

  it('reads a boolean parameter spelled true or false, and answers 400 for any other word', async () => {
    const gateway = gatewayCaller(BASE_URL, handlersFetch(createHandlers({ baseUrl: BASE_URL })));
    const token = await gateway.signIn('rivera');
    const referrals = (excludeExpired: string) => gateway.call('GET', `/referrals?page=0&size=50&excludeExpired=${excludeExpired}`, { token });
    const count = async (excludeExpired: string) => ((await referrals(excludeExpired)).body as { totalElements: number }).totalElements;
    expect(await count('true')).toBeLessThan(await count('false'));
    expect(await referrals('yes')).toMatchObject({ status: 400, body: { message: expect.stringContaining('query.excludeExpired') } });
  });

  it('answers 400 with the contract rule for requests that break the rules the contract states (passwords, blank texts)', async () => {
    const gateway = gatewayCaller(BASE_URL, handlersFetch(createHandlers({ baseUrl: BASE_URL })));
    const token = await gateway.signIn('rivera');
    const rule = { status: 400, body: { type: 'VALIDATION_ERROR', message: expect.stringContaining('with at least one digit') } };
    const resetToken = '3f1c2a9e-52b7-4d4e-9c1a-7e0b8f7a2d11';
    expect(await gateway.call('POST', '/forgot-password/reset', { json: { resetToken, newPassword: 'NoDigits' } })).toMatchObject(rule);
    expect((await gateway.call('POST', '/forgot-password/reset', { json: { resetToken, newPassword: 'Cedar&Rain7' } })).status).toBe(200);
    const registration = { subscriberId: 'X', firstName: 'A', lastName: 'B', dateOfBirth: '1990-01-01', domainId: 1, username: 'someone', emailAddress: 'a@b.example' };
    expect(await gateway.call('POST', '/account/registration', { token, json: { ...registration, password: 'Abcde' } })).toMatchObject(rule);
    const email = { topic: 'OTHER', subject: 'Braces', message: 'Are braces covered?' };
    expect((await gateway.call('POST', '/contact-email', { token, json: email })).status).toBe(200);
    for (const blank of [{ subject: '  ' }, { message: '' }]) {
      expect(await gateway.call('POST', '/contact-email', { token, json: { ...email, ...blank } })).toMatchObject({ status: 400, body: { message: expect.stringContaining('Not blank') } });
    }
  });

  it('leaves addresses outside the gateway base to the network, and answers 404 for paths it does not know under it', async () => {
    const handlers = createHandlers({ baseUrl: BASE_URL });
    const outside = await getResponse(handlers, new Request('http://localhost/elsewhere/claims'));
    expect(outside?.headers.get('x-msw-intention')).toBe('passthrough');
    const deeper = await getResponse(handlers, new Request(`${BASE_URL}/v1/claims`));
    expect(deeper?.status).toBe(404);
  });

  it('has a persona answer for every operation today (the generated answer is the fallback for new ones)', () => {
    const answered = new Set([...Object.keys(memberResolvers), ...Object.keys(publicResolvers)]);
    expect(Object.keys(operations).filter((operationId) => !answered.has(operationId))).toEqual([]);
  });
});
