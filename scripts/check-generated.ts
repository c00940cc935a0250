/**
 * Fails when generated/ differs from what the contract generates (CI's drift check).
 * Run after `npm run generate`: any change or new file under generated/ means someone edited generated code
 * by hand or changed the contract without regenerating.
 */
import { execFileSync } from 'node:child_process';

const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', 'generated'], { encoding: 'utf8' });
if (status.trim() !== '') {
  console.error('generated/ is out of date with openapi/gateway.yaml. Run `npm run generate` and commit the result:\n' + status);
  process.exit(1);
}
console.log('generated/ matches the contract.');
