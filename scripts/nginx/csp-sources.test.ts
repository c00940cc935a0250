// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { cspSourcesFor } from './csp-sources';

describe('cspSourcesFor', () => {
  it('needs nothing for a configuration whose addresses are all on the portal\'s own site', () => {
    expect(
      cspSourcesFor({ gatewayBaseUrl: '/api', accreditationFeedUrl: '/api/ncqa', chatConfigUrl: '/api/chat', externalSsoUrl: '/api/sso/sp-salesforce' }),
    ).toEqual({ PORTAL_CSP_SCRIPT_SOURCES: '', PORTAL_CSP_CONNECT_SOURCES: '', PORTAL_CSP_FORM_ACTION_SOURCES: '' });
  });

  it('lists the origin of each address on another site, once, under what the browser does with it', () => {
    expect(
      cspSourcesFor({
        gatewayBaseUrl: 'https://gateway.example.com/api',
        accreditationFeedUrl: 'https://feeds.example.com/ncqa/feed.json',
        chatConfigUrl: 'https://feeds.example.com/chat',
        externalSsoUrl: 'https://sso.example.com/sp-salesforce',
        chatVendorHost: 'chat.example.com',
      }),
    ).toEqual({
      PORTAL_CSP_SCRIPT_SOURCES: 'https://chat.example.com',
      PORTAL_CSP_CONNECT_SOURCES: 'https://gateway.example.com https://feeds.example.com',
      PORTAL_CSP_FORM_ACTION_SOURCES: 'https://sso.example.com',
    });
  });

  it('keeps a port, and ignores what is not an http(s) address', () => {
    expect(cspSourcesFor({ accreditationFeedUrl: 'http://127.0.0.1:4020/api/ncqa', chatConfigUrl: 42, externalSsoUrl: 'ftp://x' })).toEqual({
      PORTAL_CSP_SCRIPT_SOURCES: '',
      PORTAL_CSP_CONNECT_SOURCES: 'http://127.0.0.1:4020',
      PORTAL_CSP_FORM_ACTION_SOURCES: '',
    });
  });
});
