/**
 * Serves the contract standalone with Prism on localhost:4010 (or --port N), answering from its examples.
 *   npm run mock:prism
 * Sign in with any credentials; Prism answers every call with the Rivera family's example data.
 */
import { parseArgs } from 'node:util';
import { startPrism } from './contract/prism';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4010' }, host: { type: 'string', default: '127.0.0.1' } } });
const server = await startPrism(Number(values.port), values.host);
console.log(`Prism serves openapi/gateway.yaml at ${server.baseUrl} (Ctrl+C stops it)`);
const stop = () => void server.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
