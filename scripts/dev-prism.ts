/**
 * The portal on Prism: Prism serves the contract (openapi/gateway.yaml) and the portal's dev server forwards the
 * gateway calls to it (the in-browser mock gateway off). Any username and password sign in; the dashboard shows the
 * contract's example family.
 *
 *   npm run dev:prism                                   # http://127.0.0.1:5173, Prism on 4010
 *   npm run dev:prism -- --dynamic --seed 7             # random answers valid against the contract (repeatable)
 *   npm run dev:prism -- --port 4741 --prism-port 4740 --brand 5
 *
 * Another answer for one operation, without editing code: the panel at /__prism, or a query parameter on any page
 * address, e.g. /home?prism=getAccount:code=401 or /login?prism=createToken:code=401,example=locked
 * (`?prism=getAccount:` goes back to the default, `?prism=clear` clears every choice). See docs/front-end-development.md,
 * "On Prism". Ctrl+C (SIGINT) or SIGTERM stops the dev server and Prism.
 */
import { portOption, readOptions, stopOnSignals, usageError } from './cli';
import type { ContractOperation } from './contract/contract';
import { PANEL_PATH } from './dev-prism/panel';
import { startPortalOnPrism } from './dev-prism/start';

const USAGE = `Usage: npm run dev:prism -- [options]

Starts Prism on openapi/gateway.yaml and the portal's dev server in front of it (the mock gateway off).
Any username and password sign in; the dashboard shows the contract's example family.

Options:
  --port N         the portal's dev server port (default 5173)
  --prism-port N   Prism's port (default 4010)
  --host H         the address both listen on (default 127.0.0.1)
  --dynamic        random answers valid against the contract instead of the examples (sign-in keeps the
                   example token, a JWT the portal accepts)
  --seed S         with --dynamic: the same seed gives the same answers
  --brand N        the brand (domain id 1, 2 or 5) of the served /config.json (default 1)
  --help           this text

Choose another answer for one operation (kept in this browser, sent as Prism's Prefer header):
  the panel        http://HOST:PORT${PANEL_PATH}
  any page         ?prism=getAccount:code=401   ?prism=createToken:code=401,example=locked
                   ?prism=getPrograms:dynamic=true   ?prism=getAccount:  (default)   ?prism=clear
`;

const values = readOptions(
  {
    port: { type: 'string', default: '5173' },
    'prism-port': { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    dynamic: { type: 'boolean', default: false },
    seed: { type: 'string' },
    brand: { type: 'string', default: '1' },
    help: { type: 'boolean', default: false },
  },
  USAGE,
);

const port = portOption('port', values.port, USAGE);
const prismPort = portOption('prism-port', values['prism-port'], USAGE);
if (port === prismPort) usageError('--port and --prism-port must differ.', USAGE);
const domainId = Number(values.brand);
if (![1, 2, 5].includes(domainId)) usageError(`--brand must be 1, 2 or 5, not "${values.brand}".`, USAGE);
if (values.seed !== undefined && !values.dynamic) usageError('--seed only applies with --dynamic.', USAGE);

const portal = await startPortalOnPrism({
  port,
  host: values.host,
  prismPort,
  mode: 'mock',
  dynamic: values.dynamic,
  seed: values.seed,
  domainId,
  // Said once per operation: a call that asks only for JSON where the contract answers text or a PDF (Prism would
  // answer it 406; a real gateway may too).
  onAcceptWidened: (() => {
    const told = new Set<string>();
    return (operation: ContractOperation, accept: string) => {
      if (told.has(operation.operationId)) return;
      told.add(operation.operationId);
      console.log(`[dev:prism] ${operation.method.toUpperCase()} ${operation.path} (${operation.operationId}) was asked for "${accept}", which the contract does not answer it with; its own media types were added to Accept so Prism answers.`);
    };
  })(),
  // Prism's own warnings and errors (a request the contract does not allow, a failed example) reach the terminal.
  onPrismOutput: (line) => {
    if (/✖|⚠|\berror\b|\bwarning\b/i.test(line) && !line.includes('Request received')) console.log(`[prism] ${line.replace(/^\[[^\]]*\]\s*›\s*/, '')}`);
  },
}).catch((error: unknown) => {
  console.error(`dev:prism did not start: ${(error as Error).message}`);
  process.exit(1);
});

console.log(`\nThe portal on Prism: ${portal.url}  (brand ${domainId}; Ctrl+C stops both)`);
console.log(`Prism ${values.dynamic ? `gives random answers valid against the contract${values.seed !== undefined ? ` (seed ${values.seed})` : ''}` : "answers from the contract's examples"} at ${portal.prism.baseUrl}`);
console.log('Sign in with any username and password.');
console.log(`Choose other answers per operation: ${portal.url}${PANEL_PATH}  or  ${portal.url}/home?prism=getAccount:code=401\n`);

stopOnSignals('the dev server and Prism', portal.stop);
