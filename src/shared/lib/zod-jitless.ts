/**
 * zod, as every module of the portal gets it: vite.config.ts resolves `import ... from 'zod'` to this module, for
 * the portal's own code, generated code and dependencies alike, in the build and in the tests.
 *
 * zod compiles object schemas into functions with `new Function` (its JIT) and probes whether it may when it builds
 * the first one. Under the portal's Content Security Policy (script-src without 'unsafe-eval', and Trusted Types
 * for every script sink: deploy/nginx/) even the probe is reported as a violation, so the portal runs zod without
 * its JIT. zod reads the setting as it builds each object schema, so it must be set before any schema exists:
 * every module that imports 'zod' gets it through this one, and a module's imports always run before its own code.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z as default } from 'zod/v4';
