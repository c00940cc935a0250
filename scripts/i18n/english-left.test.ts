import { describe, expect, it } from 'vitest';

import { englishIn, englishOnlyMessages } from './english-left';

function page(html: string): Element {
  const root = document.createElement('main');
  root.innerHTML = html;
  return root;
}

const MESSAGES = ['Log in', 'Outline of Coverage', 'Your coverage continues until {date}, after which nothing renews.', 'Deductible'];

describe('englishIn: the English messages a page in Spanish shows', () => {
  it('finds a message that is a whole text, and the long literal part of a message with arguments', () => {
    const root = page('<button>Log in</button><p>Your coverage continues until 31/12/2026, after which nothing renews.</p>');
    expect(englishIn({ messages: MESSAGES, root })).toEqual(['Log in', 'Your coverage continues until {date}, after which nothing renews.']);
  });

  it('finds a message split by a link, and one in an accessible name', () => {
    const root = page('<p>Outline of <a href="/x">Coverage</a></p><nav aria-label="Log in"></nav>');
    expect(englishIn({ messages: MESSAGES, root })).toEqual(['Log in', 'Outline of Coverage']);
  });

  it('does not take a short message inside a longer text for the message', () => {
    expect(englishIn({ messages: MESSAGES, root: page('<p>Iniciar sesión para Log in rápido</p>') })).toEqual([]);
  });

  it('passes over what is not shown and what is marked English on purpose', () => {
    const root = page('<p hidden>Log in</p><aside><section lang="en"><h2>Outline of Coverage</h2></section></aside><template><b>Deductible</b></template>');
    expect(englishIn({ messages: MESSAGES, root })).toEqual([]);
  });

  it("takes the gateway's words out of the page's texts first, and still finds a message beside them", () => {
    const root = page('<dd>Deductible</dd><p>Deductible: your coverage continues until 2027, after which nothing renews.</p>');
    expect(englishIn({ messages: MESSAGES, root })).toEqual(['Your coverage continues until {date}, after which nothing renews.', 'Deductible']);
    expect(englishIn({ messages: MESSAGES, root, ignore: ['Deductible'] })).toEqual(['Your coverage continues until {date}, after which nothing renews.']);
  });

  it("looks for the catalogs' messages whose Spanish reads otherwise", async () => {
    const messages = await englishOnlyMessages();
    expect(messages).toContain('Log in');
    expect(messages).not.toContain('Dental');
  });
});
