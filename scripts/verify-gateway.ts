/**
 * Checks a gateway against the contract: signs in with the given credentials, calls each read operation and
 * validates every answer (status, content type, body) against openapi/gateway.yaml, then runs the
 * authentication, negative-data and expected-data checks (scripts/contract/checks.ts). Requests start from the
 * contract's examples; ids come from earlier answers of the same run (see scripts/contract/verify.ts).
 *
 *   npm run contract:verify -- --help
 *   npm run contract:verify -- --base-url https://gateway.example/api --username jrivera --password '...' --domain 1
 *   npm run contract:verify -- --base-url http://127.0.0.1:4010 --token <jwt> --include-writes
 *
 * The options are listed by --help (scripts/contract/verify-command.ts). Exits 1 when any row fails, 2 on bad
 * options.
 */
import { runVerifyCommand } from './contract/verify-command';

const code = await runVerifyCommand(process.argv.slice(2), {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
process.exit(code);
