import { describe, expect, it } from 'vitest';

import { testRuntimeConfig } from '../test/test-runtime-config';

import { configuredAddress } from './configured-addresses';

describe('contract paths served at configured addresses', () => {
  it('sends the accreditation feed and the chat config to their configured addresses', () => {
    const config = testRuntimeConfig({
      chatConfigUrl: 'https://chat-config.example.com/config',
      accreditationFeedUrl: 'https://accreditation.example.com/badges/health-plan.json',
    });
    expect(configuredAddress(config, '/ncqa')).toBe('https://accreditation.example.com/badges/health-plan.json');
    expect(configuredAddress(config, '/chat')).toBe('https://chat-config.example.com/config');
  });

  it('asks the handbooks service under the configured handbooks path (product section 9: /handbooks by default)', () => {
    expect(configuredAddress(testRuntimeConfig(), '/handbooks/v2')).toBeUndefined();
    expect(configuredAddress(testRuntimeConfig({ handbooksPath: '/plan-handbooks/' }), '/handbooks/v2')).toBe(
      'http://localhost/api/plan-handbooks/v2',
    );
  });

  it('leaves every other path under the gateway base', () => {
    expect(configuredAddress(testRuntimeConfig({ handbooksPath: '/plan-handbooks' }), '/account')).toBeUndefined();
  });
});
