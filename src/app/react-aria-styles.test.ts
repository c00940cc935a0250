import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import pressableStylesheet from './react-aria-pressable.css?url';
import { linkReactAriaStyles, PRESSABLE_STYLE_ID } from './react-aria-styles';

const normalise = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ').trim();

describe('linkReactAriaStyles', () => {
  afterEach(() => document.getElementById(PRESSABLE_STYLE_ID)?.remove());

  it('links the portal\'s own stylesheet under the id react-aria checks, once', () => {
    linkReactAriaStyles();
    linkReactAriaStyles();

    const links = document.querySelectorAll(`#${PRESSABLE_STYLE_ID}`);
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('rel', 'stylesheet');
    expect(links[0]).toHaveAttribute('href', pressableStylesheet);
  });

  it("holds react-aria's own rule and names the id react-aria's usePress looks for", () => {
    const source = readFileSync(join(process.cwd(), 'node_modules/react-aria/dist/private/interactions/usePress.mjs'), 'utf8');
    expect(source).toContain(`STYLE_ID = '${PRESSABLE_STYLE_ID}'`);
    const injected = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1];
    const attribute = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1];
    expect(injected && attribute).toBeTruthy();
    const theirs = normalise(injected!.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, attribute!));
    const ours = normalise(readFileSync(join(process.cwd(), 'src/app/react-aria-pressable.css'), 'utf8'));
    expect(ours).toBe(theirs);
  });
});
