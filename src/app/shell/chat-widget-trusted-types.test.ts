import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FakeTrusted, installFakeTrustedTypes, type FakeTrustedTypes } from '../../test/fake-trusted-types';

const fields = { group: '10001234', subscriber: '900123456', memberName: 'Jordan Rivera', dateOfBirth: '1984-02-11', email: 'j@example.com' };

// The widget keeps its policy for the page's lifetime, so each test loads the module afresh.
async function loadWidget() {
  vi.resetModules();
  return import('./chat-widget');
}

describe('the chat widget under Trusted Types', () => {
  let trustedTypes: FakeTrustedTypes;
  beforeEach(() => {
    trustedTypes = installFakeTrustedTypes();
  });
  afterEach(() => {
    trustedTypes.uninstall();
    document.getElementById('chat-widget-script')?.remove();
  });

  it("gives the script element a TrustedScriptURL of the portal-chat-widget policy for the vendor's widget", async () => {
    const setSource = vi.spyOn(HTMLScriptElement.prototype, 'src', 'set');
    const { startChatWidget } = await loadWidget();

    const script = startChatWidget('chat.example.com', fields);

    const given = setSource.mock.calls[0]?.[0] as unknown;
    expect(given).toBeInstanceOf(FakeTrusted);
    expect(given).toMatchObject({ kind: 'scriptURL', policy: 'portal-chat-widget', value: 'https://chat.example.com/widget.js' });
    expect(script.getAttribute('src')).toBe('https://chat.example.com/widget.js');
  });

  it('makes script addresses of the widget only: https, /widget.js, nothing more', async () => {
    const { startChatWidget } = await loadWidget();
    startChatWidget('chat.example.com', fields);
    const { createScriptURL } = trustedTypes.policies.find((policy) => policy.name === 'portal-chat-widget')!.options;

    expect(createScriptURL!('https://other.example/widget.js')).toBe('https://other.example/widget.js');
    for (const address of [
      'http://chat.example.com/widget.js',
      'https://chat.example.com/other.js',
      'https://chat.example.com/widget.js?callback=x',
      'https://chat.example.com/widget.js#x',
      'https://user@chat.example.com/widget.js',
      'data:text/javascript,alert(1)',
    ]) {
      expect(() => createScriptURL!(address), address).toThrow(TypeError);
    }
  });
});
