// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { TRUSTED_TYPES_POLICIES } from '../../src/shared/lib/trusted-types';

const read = (name: string) => readFileSync(new URL(`../../deploy/nginx/${name}`, import.meta.url), 'utf8');
const template = read('portal.conf.template');
const defaults = read('defaults.env');

/** The template's ${PORTAL_...} variables, as docker-entrypoint.sh finds them. */
const templateVariables = [...new Set([...template.matchAll(/\$\{(PORTAL_[A-Z0-9_]*)\}/g)].map((match) => match[1]!))].sort();
/** The NAME=value lines of defaults.env. */
const defaultValues = new Map(
  defaults
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
);

/** The value of one header the server block adds (add_header NAME "value" always;). */
function headerValue(name: string): string {
  const match = new RegExp(`add_header ${name} "([^"]*)" always;`).exec(template);
  if (!match) throw new Error(`portal.conf.template adds no ${name} header`);
  return match[1]!;
}

describe('the nginx configuration template (deploy/nginx/)', () => {
  it('allows exactly the Trusted Types policies the portal creates', () => {
    const csp = headerValue('Content-Security-Policy');
    const allowed = /trusted-types ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/);
    expect(allowed?.sort()).toEqual(Object.values(TRUSTED_TYPES_POLICIES).sort());
    expect(csp).toContain("require-trusted-types-for 'script'");
  });

  it("allows one inline style, by its hash: react-aria's scroll lock for dialogs on iPhone and iPad, as the installed react-aria writes it", () => {
    const source = readFileSync(new URL('../../node_modules/react-aria/dist/private/overlays/usePreventScroll.mjs', import.meta.url), 'utf8');
    const injected = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1];
    expect(injected).toBeTruthy();
    const hash = createHash('sha256').update(injected!.trim()).digest('base64');

    const styleSources = /style-src ([^;]*)/.exec(headerValue('Content-Security-Policy'))?.[1]?.trim().split(/\s+/);
    expect(styleSources).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it("lets the service worker fetch the ID card's images to keep them: their hosts are in connect-src as in img-src", () => {
    const csp = headerValue('Content-Security-Policy');
    expect(/img-src ([^;]*)/.exec(csp)?.[1]).toContain('${PORTAL_CSP_IMAGE_SOURCES}');
    expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toContain('${PORTAL_CSP_IMAGE_SOURCES}');
  });

  it('serves the service worker as a file of its own, revalidated on every use and never cached as immutable, and the manifests with their type', () => {
    const directives = template.replace(/#.*$/gm, '');
    expect(directives).toMatch(/location = \/sw\.js \{\s*try_files \$uri =404;\s*\}/);
    // Only hashed build files are immutable; /sw.js takes the default, no-cache.
    const immutable = /map \$uri \$portal_cache_control \{([\s\S]*?)\n\s*\}/.exec(directives)?.[1] ?? '';
    expect(immutable).toMatch(/~\^\/assets\/\s+"public, max-age=31536000, immutable";/);
    expect(immutable).toMatch(/default\s+"no-cache";/);
    expect(immutable.match(/immutable/g)).toHaveLength(1);
    expect(directives).not.toContain('Service-Worker-Allowed');
    expect(directives).toMatch(/location ~ \^\/manifest-\[0-9\]\+\\\.webmanifest\$ \{\s*default_type application\/manifest\+json;/);
  });

  it('has a default for every variable but the gateway upstream, and no default for a variable it does not use', () => {
    expect(templateVariables.filter((name) => !defaultValues.has(name))).toEqual(['PORTAL_GATEWAY_UPSTREAM']);
    expect([...defaultValues.keys()].filter((name) => !templateVariables.includes(name))).toEqual([]);
  });

  it('adds headers in the server block only, so no location drops them (nginx inherits add_header only into blocks without one)', () => {
    const directives = template.replace(/#.*$/gm, '');
    const firstLocation = directives.search(/^\s*location /m);
    expect(firstLocation).toBeGreaterThan(directives.indexOf('add_header'));
    expect(directives.slice(firstLocation)).not.toMatch(/add_header/);
  });
});
