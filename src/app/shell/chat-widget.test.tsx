import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

// setupMockGateway is not a React hook; the alias keeps the hooks lint rule from reading it as one.
import { MOCK_GATEWAY_BASE_URL, setupMockGateway as mockGatewayForThisFile } from '../../../mocks/node';
import { browserNavigation } from '../../shared/lib/browser-navigation';
import { portalTestConfig } from '../../test/portal-test-file';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';

import { CHAT_WIDGET_SCRIPT_ID, startChatWidget } from './chat-widget';

const server = mockGatewayForThisFile();

afterEach(() => {
  document.getElementById(CHAT_WIDGET_SCRIPT_ID)?.remove();
  localStorage.clear();
  sessionStorage.clear();
});

const widgetScripts = () => document.querySelectorAll(`script[src$="/widget.js"]`);

async function shellReady() {
  await screen.findByRole('button', { name: /account settings/i }, { timeout: 5000 });
}

describe('the chat widget', () => {
  it("starts when the member's chat config names the vendor's host: the vendor script, once, with the custom fields", async () => {
    await signInAs('rivera');
    const { router } = renderApp('/home', { config: portalTestConfig({ chatVendorHost: 'chat.example.com' }) });

    await waitFor(() => expect(document.getElementById(CHAT_WIDGET_SCRIPT_ID)).not.toBeNull());
    const script = document.getElementById(CHAT_WIDGET_SCRIPT_ID) as HTMLScriptElement;
    expect(script.src).toBe('https://chat.example.com/widget.js');
    expect(script.dataset).toMatchObject({
      group: '10001234',
      subscriber: '900123456',
      memberName: 'Jordan Rivera',
      dateOfBirth: '1984-02-11',
      email: 'jordan.rivera@example.com',
    });

    await act(() => router.navigate('/account'));
    await act(() => router.navigate('/benefits'));
    expect(widgetScripts()).toHaveLength(1);
  });

  it("never loads when the chat config's host is not the vendor's host", async () => {
    await signInAs('rivera');
    renderApp('/home', { config: portalTestConfig({ chatVendorHost: 'chat-vendor.example.net' }) });

    await shellReady();
    expect(widgetScripts()).toHaveLength(0);
  });

  it('follows the chat config of its configured address (GET chat config) when the deployment names one', async () => {
    const chatConfigUrl = `${MOCK_GATEWAY_BASE_URL}/chat`;
    const asked: string[] = [];
    server.use(
      http.get(chatConfigUrl, ({ request }) => {
        asked.push(request.headers.get('Authorization') ?? '');
        // The account still says displayChat: true; the configured address turns the chat off.
        return HttpResponse.json({ host: 'chat.example.com', bus: 'B', poc: 'P', displayChat: false, mappedGroupId: null });
      }),
    );
    const token = await signInAs('rivera');
    renderApp('/home', { config: portalTestConfig({ chatVendorHost: 'chat.example.com', chatConfigUrl }) });

    await shellReady();
    await waitFor(() => expect(asked).toEqual([`Bearer ${token}`]));
    expect(widgetScripts()).toHaveLength(0);
  });

  it('leaves the page, with the member details, when the member logs out', async () => {
    vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
    await signInAs('rivera');
    const { router } = renderApp('/home', { config: portalTestConfig({ chatVendorHost: 'chat.example.com' }) });
    await waitFor(() => expect(widgetScripts()).toHaveLength(1));

    await act(() => router.navigate('/logout'));

    await waitFor(() => expect(widgetScripts()).toHaveLength(0));
  });
});

describe('startChatWidget', () => {
  it('injects the script only once', () => {
    const fields = { group: 'G', subscriber: 'S', memberName: 'N', dateOfBirth: '2000-01-01', email: 'e@example.com' };
    const first = startChatWidget('chat.example.com', fields);
    const second = startChatWidget('chat.example.com', { ...fields, group: 'other' });

    expect(second).toBe(first);
    expect(widgetScripts()).toHaveLength(1);
    expect(first).toHaveAttribute('data-group', 'G');
  });
});
