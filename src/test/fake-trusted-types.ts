import type { TrustedTypePolicyOptions } from 'trusted-types/lib';

/**
 * A stand-in for the browser's Trusted Types (jsdom has none): `window.trustedTypes` records each policy created
 * with its options, and the policies return FakeTrusted values that print as their text, as real ones do.
 */
export class FakeTrusted {
  constructor(
    readonly kind: 'html' | 'scriptURL',
    readonly policy: string,
    readonly value: string,
  ) {}
  toString(): string {
    return this.value;
  }
}

export interface FakeTrustedTypes {
  readonly policies: { readonly name: string; readonly options: TrustedTypePolicyOptions }[];
  readonly uninstall: () => void;
}

export function installFakeTrustedTypes(): FakeTrustedTypes {
  const policies: FakeTrustedTypes['policies'][number][] = [];
  const target = window as { trustedTypes?: unknown };
  target.trustedTypes = {
    createPolicy(name: string, options: TrustedTypePolicyOptions) {
      if (policies.some((policy) => policy.name === name)) throw new TypeError(`Policy ${name} exists already.`);
      policies.push({ name, options });
      return {
        name,
        createHTML: (input: string, ...args: unknown[]) => new FakeTrusted('html', name, options.createHTML!(input, ...args)),
        createScriptURL: (input: string, ...args: unknown[]) =>
          new FakeTrusted('scriptURL', name, options.createScriptURL!(input, ...args)),
      };
    },
  };
  return { policies, uninstall: () => delete target.trustedTypes };
}
