import { describe, expect, it } from 'vitest';
import { chatCustomFields, readChatConfig, shouldStartChat } from './chat';
import { account, member } from '../test-builders';

describe('shouldStartChat: host matches the vendor host and displayChat is true', () => {
  it.each([
    [{ host: 'chat.vendor.example', displayChat: true }, 'chat.vendor.example', true],
    [{ host: 'Chat.Vendor.Example', displayChat: true }, 'chat.vendor.example', true],
    [{ host: 'https://chat.vendor.example/widget', displayChat: true }, 'chat.vendor.example', true],
    [{ host: 'chat.vendor.example', displayChat: false }, 'chat.vendor.example', false],
    [{ host: 'chat.other.example', displayChat: true }, 'chat.vendor.example', false],
    [{ host: 'evil-chat.vendor.example', displayChat: true }, 'chat.vendor.example', false],
    [{ host: 'chat.vendor.example.evil.example', displayChat: true }, 'chat.vendor.example', false],
    [{ displayChat: true }, 'chat.vendor.example', false],
    [{ host: '', displayChat: true }, '', false],
    [{ host: 'chat.vendor.example', displayChat: true }, undefined, false],
    [null, 'chat.vendor.example', false],
  ])('%j with vendor %j → %j', (chatConfig, vendorHost, expected) => {
    expect(shouldStartChat({ chatConfig, vendorHost })).toBe(expected);
  });
});

describe('chatCustomFields', () => {
  it('passes group, subscriber, member name, date of birth and e-mail', () => {
    const fields = chatCustomFields(
      account({ preferences: { emailAddress: 'ana.rivera@example.com' }, chatConfig: { displayChat: true } }),
      member(),
    );
    expect(fields).toEqual({
      group: '10001234',
      subscriber: '900123456',
      memberName: 'Ana Rivera',
      dateOfBirth: '1984-02-11',
      email: 'ana.rivera@example.com',
    });
  });

  it('uses the mapped group id when the chat config has one, and an empty e-mail when none', () => {
    const fields = chatCustomFields(
      account({ chatConfig: { displayChat: true, mappedGroupId: 'CHAT-77' }, preferences: { emailAddress: null } }),
      member({ firstName: 'Luis' }),
    );
    expect(fields.group).toBe('CHAT-77');
    expect(fields.email).toBe('');
    expect(fields.memberName).toBe('Luis Rivera');
  });
});

describe('readChatConfig: the answer of the configured chat address is read, not trusted', () => {
  it('reads a chat configuration, extra properties and all', () => {
    const config = { host: 'chat.vendor.example', bus: 'b', poc: 'p', displayChat: true, mappedGroupId: null, extra: 1 };
    expect(readChatConfig(config)).toBe(config);
    expect(readChatConfig({ displayChat: false })).toEqual({ displayChat: false });
  });

  it.each([[{}], [[]], ['text'], [''], [null], [undefined], [{ displayChat: 'true' }], [{ displayChat: true, host: 42 }]])(
    'answers null (not a chat configuration) for %j',
    (answer) => {
      expect(readChatConfig(answer)).toBeNull();
    },
  );
});
