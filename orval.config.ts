import { faker } from '@faker-js/faker';
import { defineConfig } from 'orval';

/**
 * Code generation from the gateway contract (openapi/gateway.yaml):
 * - typed @tanstack/react-query hooks, one file per tag, calling the one HTTP client (the mutator);
 * - MSW handlers with Faker response factories (no artificial delay) for the mock gateway;
 * - the models of every schema;
 * - zod schemas of every operation's parameters and request body, with which the mock gateway checks each request
 *   before it answers (generated/requests; the portal itself never imports them).
 * Generated files are committed and never edited by hand: change the contract, then `npm run generate`.
 */
export default defineConfig({
  gateway: {
    input: {
      target: './openapi/gateway.yaml',
    },
    output: {
      mode: 'tags-split',
      target: './generated/gateway',
      schemas: './generated/model',
      client: 'react-query',
      clean: true,
      prettier: false,
      headers: true,
      mock: {
        type: 'msw',
        delay: false,
        useExamples: false,
        generateEachHttpStatus: false,
        locale: 'en_US',
      },
      override: {
        mutator: {
          path: './src/shared/lib/http/gateway-client.ts',
          name: 'gatewayClient',
        },
        query: {
          useQuery: true,
          signal: true,
        },
        mock: {
          required: true,
          // The end of a coverage period lies ahead, so the generated answers describe current coverage too (every
          // other date is in the past): a generated member is not always one whose coverage ended.
          properties: {
            '/^(terminationDate|termedDate|planTerminationDate|groupTerminationDate|endDate)$/': () =>
              faker.date.future({ years: 5 }).toISOString().slice(0, 10),
          },
          format: {
            // A calendar date as the contract's `format: date` (YYYY-MM-DD), typed as string.
            date: () => faker.date.past().toISOString().slice(0, 10),
          },
        },
      },
    },
  },
  requests: {
    input: {
      target: './openapi/gateway.yaml',
    },
    output: {
      mode: 'single',
      target: './generated/requests/gateway.zod.ts',
      client: 'zod',
      clean: true,
      prettier: false,
      headers: true,
      override: {
        zod: {
          generate: { param: true, query: true, header: false, body: true, response: false },
          // Path and query parameters arrive as text.
          coerce: { param: true, query: true },
        },
      },
    },
  },
});
