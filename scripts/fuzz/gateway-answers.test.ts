// @vitest-environment node
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { exampleUrl, loadContract } from '../contract/contract';
import { ContractValidator } from '../contract/validator';

import { type AnswerSource, askedMedia, contractOperations, renderGateway, successMedia } from './gateway-answers';
import { EDGE_VARIANTS } from './schema-walker';

/**
 * The gateway of a fuzz render answers every request as the contract says: the media type the request asks for, a
 * body of that media type's schema. The fuzz counts a render that ends on an error page as a failure; an answer
 * outside the contract would be the fuzz's own defect, not the portal's.
 */

const contract = loadContract();
const strict = new ContractValidator(contract);
// Unknown extra properties are allowed by the contract (no schema closes additionalProperties).
const lenient = new ContractValidator(contract, { strict: false });
const GATEWAY = 'http://localhost/api';

const sources: AnswerSource[] = [
  ...[1, 2, 3].map((seed) => ({ kind: 'faker' as const, seed })),
  ...EDGE_VARIANTS.map((variant) => ({ kind: 'edge' as const, variant })),
];

/** The body as the portal's client reads it, by the answer's Content-Type. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return (response.headers.get('Content-Type') ?? '').includes('json') ? (JSON.parse(text) as unknown) : text;
}

describe('the gateway of a fuzz render', () => {
  it.each(sources.map((source) => [source.kind === 'faker' ? `faker seed ${source.seed}` : source.variant, source] as const))(
    'answers every operation, in each media type it documents, within the contract (%s)',
    async (_label, source) => {
      const gateway = renderGateway(source, new Date(2026, 10, 25));
      const validator = source.kind === 'edge' && source.variant === 'extra-properties' ? lenient : strict;
      const problems: string[] = [];
      for (const operation of contractOperations) {
        for (const media of successMedia(operation)) {
          const request = new Request(`${GATEWAY}${exampleUrl(operation)}`, { method: operation.method.toUpperCase(), headers: { Accept: media } });
          const response = await getResponse(gateway.handlers, request);
          if (!response) {
            problems.push(`${operation.operationId} (${media}): not answered`);
            continue;
          }
          const contentType = response.headers.get('Content-Type');
          const body = await readBody(response);
          if (contentType !== media) problems.push(`${operation.operationId} (${media}): answered ${contentType}`);
          else if (media === 'application/pdf') {
            if (!String(body).startsWith('%PDF-')) problems.push(`${operation.operationId} (${media}): not a PDF document`);
          } else problems.push(...validator.validateResponse(operation, response.status, contentType, body).map((problem) => `${operation.operationId} (${media}): ${problem}`));
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('answers GET /idCard/view with the card as JSON when JSON is asked for, and with a PDF when a PDF is', async () => {
    // Under seed 1 orval's generated factory first draws the PDF (a Blob), which its handler would send as the JSON "{}".
    const gateway = renderGateway({ kind: 'faker', seed: 1 }, new Date());
    const view = (accept: string) => getResponse(gateway.handlers, new Request(`${GATEWAY}/idCard/view`, { headers: { Accept: accept } }));
    const json = (await view('application/json'))!;
    expect(json.headers.get('Content-Type')).toBe('application/json');
    expect(await json.json()).toMatchObject({ cards: expect.any(Array) });
    const pdf = (await view('application/pdf'))!;
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(await pdf.text()).toMatch(/^%PDF-/);
  });

  it('takes the media type the request asks for among those documented, else the first documented', () => {
    const documented = ['application/json', 'application/pdf'];
    expect(askedMedia(documented, 'application/pdf')).toBe('application/pdf');
    expect(askedMedia(documented, 'text/html, application/pdf;q=0.9, application/json')).toBe('application/pdf');
    expect(askedMedia(documented, '*/*')).toBe('application/json');
    expect(askedMedia(documented, null)).toBe('application/json');
  });
});
