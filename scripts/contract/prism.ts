import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_PATH } from './contract';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PRISM = resolve(ROOT, 'node_modules/.bin/prism');

export interface PrismServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts Prism serving the contract from its examples (static mode) and resolves once it listens.
 * The process is stopped by its own id.
 */
export function startPrism(port: number, host = '127.0.0.1'): Promise<PrismServer> {
  return new Promise((resolvePromise, reject) => {
    const child: ChildProcess = spawn(PRISM, ['mock', CONTRACT_PATH, '--host', host, '--port', String(port), '--errors'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`Prism did not start within 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolvePromise({
          baseUrl: `http://${host}:${port}`,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
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
      reject(new Error(`Prism exited with code ${code}:\n${output}`));
    });
  });
}
