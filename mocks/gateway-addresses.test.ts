import { describe, expect, it } from 'vitest';

import { outsideTheGateway } from './gateway-addresses';

describe('outsideTheGateway', () => {
  const page = 'https://portal.example/home';
  const outside = outsideTheGateway(
    { gatewayBaseUrl: '/api/', chatConfigUrl: 'https://chat.example/config', accreditationFeedUrl: '/feeds/ncqa' },
    page,
  );

  it.each([
    ['the portal’s own script', 'https://portal.example/assets/index-abc.js', true],
    ['the runtime configuration', 'https://portal.example/config.json', true],
    ['a path that only begins like the base', 'https://portal.example/apis/token', true],
    ['another origin', 'https://elsewhere.example/api/token', true],
    ['a gateway call', 'https://portal.example/api/token', false],
    ['a gateway call with a query', 'https://portal.example/api/claims?page=2', false],
    ['the chat configuration at its own address', 'https://chat.example/config', false],
    ['the accreditation feed at its own address', 'https://portal.example/feeds/ncqa', false],
  ])('%s: outside is %s', (_, url, expected) => {
    expect(outside(url)).toBe(expected);
  });

  it('reads an absolute gateway base as it is', () => {
    const absolute = outsideTheGateway({ gatewayBaseUrl: 'https://gateway.example/v1' }, page);
    expect(absolute('https://gateway.example/v1/account')).toBe(false);
    expect(absolute('https://portal.example/v1/account')).toBe(true);
  });
});
