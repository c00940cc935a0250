import { accessSync, constants } from 'node:fs';

/**
 * The browser: the system's Chromium (Debian package `chromium`), never one downloaded by Playwright.
 * E2E_CHROMIUM_PATH points elsewhere when needed (for example a Chrome on a developer's laptop).
 */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export function chromiumExecutablePath(): string {
  const path = process.env.E2E_CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new Error(
      `No Chromium at ${path}. Install it with \`sudo apt-get install -y chromium\` or set E2E_CHROMIUM_PATH ` +
        '(never `npx playwright install`: this project does not download browsers).',
    );
  }
  return path;
}

/**
 * True when Playwright was asked for a visible browser (`--headed`, `--debug`, `--ui`, or PWDEBUG). The answer is
 * kept in E2E_HEADED, because Playwright's worker processes load this configuration again without the command-line
 * flags (they inherit the environment).
 */
export function isHeaded(argv: readonly string[] = process.argv): boolean {
  if (process.env.E2E_HEADED === '1') return true;
  const headed =
    argv.some((arg) => arg === '--headed' || arg === '--ui' || arg.startsWith('--debug')) || Boolean(process.env.PWDEBUG);
  if (headed) process.env.E2E_HEADED = '1';
  return headed;
}

/**
 * Chromium's switches: no sandbox (containers, CI), no GPU, no background traffic (updates, sync, field trials)
 * that would make the network quiet-time of a test depend on the machine, and no host but the test servers'.
 * `--headless` is left out for a headed run.
 */
export function chromiumArgs(headed = isHeaded(), ownHost = '127.0.0.1'): string[] {
  return [
    ...(headed ? [] : ['--headless']),
    // Offline: no host resolves but the test servers', so nothing (not even a request the mock gateway's service
    // worker passes through) reaches the internet.
    `--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE ${ownHost}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ];
}
