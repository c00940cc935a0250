/**
 * Fails when the catalogs differ from what the code says (CI's drift check of the messages). Run after
 * `npm run i18n:extract`: a changed or new catalog means a text was added or changed in the code without updating
 * the catalogs (and so without its Spanish, which src/shared/i18n/catalogs.test.ts requires).
 */
import { execFileSync } from 'node:child_process';

const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', 'src/locales', 'src/features/*/locales'], {
  encoding: 'utf8',
});
if (status.trim() !== '') {
  console.error(
    'The catalogs are out of date with the code. Run `npm run i18n:extract`, translate the new messages in each es.po, and commit:\n' + status,
  );
  process.exit(1);
}
console.log('The catalogs match the code.');
