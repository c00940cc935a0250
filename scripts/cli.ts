import { parseArgs, type ParseArgsConfig } from 'node:util';

/**
 * What the long-running commands of scripts/ share: options with a usage text (--help prints it and exits 0, a bad
 * option prints it and exits 2), port options, and stopping what they started on Ctrl+C (SIGINT) or SIGTERM.
 */

/** Prints the message and the usage, exits 2. */
export function usageError(message: string, usage: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

/** Reads the command line; `--help` (declared in `options`) prints the usage and exits 0. */
export function readOptions<T extends NonNullable<ParseArgsConfig['options']>>(options: T, usage: string) {
  try {
    const { values } = parseArgs({ options, allowPositionals: false });
    if ((values as { help?: boolean }).help) {
      console.log(usage);
      process.exit(0);
    }
    return values;
  } catch (error) {
    return usageError((error as Error).message, usage);
  }
}

/** A port number from an option, or exit 2 naming the option. */
export function portOption(name: string, value: string, usage: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) usageError(`--${name} must be a port number (1 to 65535), not "${value}".`, usage);
  return port;
}

/**
 * On SIGINT or SIGTERM (once): says what stops, runs `stop`, then exits with `exitCode()` (0 by default), or 1 when
 * stopping fails.
 */
export function stopOnSignals(what: string, stop: () => Promise<void>, exitCode: () => number = () => 0): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping ${what}.`);
    stop().then(
      () => process.exit(exitCode()),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
