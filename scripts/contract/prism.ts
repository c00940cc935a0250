import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_PATH } from './contract';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PRISM = resolve(ROOT, 'node_modules/.bin/prism');

export interface PrismServer {
  baseUrl: string;
  /** The process id of Prism (stop() ends it; nothing else should). */
  pid: number | undefined;
  stop: () => Promise<void>;
}

export interface PrismOptions {
  /**
   * `mock` (the default) answers from the contract; `proxy` forwards every call to `upstream` and checks the
   * requests and answers against the contract, reporting each violation in its log and in an `sl-violations`
   * header of the answer.
   */
  mode?: 'mock' | 'proxy';
  /** The gateway a proxy forwards to (proxy mode). */
  upstream?: string;
  /** Mock mode: random answers valid against the schemas instead of the examples (Prism's `--dynamic`). */
  dynamic?: boolean;
  /** Mock mode with dynamic answers: the same seed gives the same answers. */
  seed?: string;
  /**
   * Answer a request that breaks the contract with an error instead of serving it (Prism's `--errors`); on by
   * default in mock mode, off in proxy mode (the upstream's own answer goes through, with its violations reported).
   */
  errors?: boolean;
  /** Every line Prism writes (its log). */
  onOutput?: (line: string) => void;
}

/** The arguments of the Prism command line for these options. */
export function prismArguments(port: number, host: string, options: PrismOptions = {}): string[] {
  const mode = options.mode ?? 'mock';
  if (mode === 'proxy' && !options.upstream) throw new Error('Prism proxy mode needs an upstream address.');
  const args = mode === 'proxy' ? ['proxy', CONTRACT_PATH, options.upstream!] : ['mock', CONTRACT_PATH];
  args.push('--host', host, '--port', String(port));
  if (options.errors ?? mode === 'mock') args.push('--errors');
  if (mode === 'mock' && options.dynamic) {
    args.push('--dynamic');
    if (options.seed !== undefined) args.push('--seed', options.seed);
  }
  return args;
}

/**
 * Starts Prism on the contract and resolves once it listens. By default it serves the contract from its examples
 * (static mode); see PrismOptions for dynamic answers and proxy mode. The process is stopped by its own id.
 */
export function startPrism(port: number, host = '127.0.0.1', options: PrismOptions = {}): Promise<PrismServer> {
  const args = prismArguments(port, host, options);
  return new Promise((resolvePromise, reject) => {
    const child: ChildProcess = spawn(PRISM, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Prism must not outlive the process that started it, however that process ends (short of SIGKILL).
    const stopOnExit = () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    };
    process.once('exit', stopOnExit);
    child.once('exit', () => process.off('exit', stopOnExit));
    let output = '';
    let listening = false;
    let pending = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`Prism did not start within 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      if (!listening) output += text;
      if (options.onOutput) {
        pending += text;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) if (line.trim()) options.onOutput(line);
      }
      if (!listening && output.includes('Prism is listening')) {
        listening = true;
        clearTimeout(timer);
        resolvePromise({
          baseUrl: `http://${host}:${port}`,
          pid: child.pid,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!listening) reject(new Error(`Prism exited with code ${code}:\n${output}`));
    });
  });
}
