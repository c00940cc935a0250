// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { MAX_LENGTH } from './rules';

/**
 * The contract says what the forms say: each request field a member types into carries the portal's maximum for
 * that kind of text as its maxLength, so a gateway checking requests against the contract refuses what the forms
 * would never send.
 */

interface SchemaNode {
  properties?: Record<string, { maxLength?: number }>;
  allOf?: SchemaNode[];
}

const contract = parse(readFileSync(resolve(import.meta.dirname, '../../../../openapi/gateway.yaml'), 'utf8')) as {
  components: { schemas: Record<string, SchemaNode> };
};

function maxLengthOf(schema: string, property: string): number | undefined {
  const node = contract.components.schemas[schema]!;
  const all = [node, ...(node.allOf ?? [])];
  return all.map((part) => part.properties?.[property]?.maxLength).find((value) => value !== undefined);
}

describe('the contract carries the maximum of every text field members fill in', () => {
  it.each([
    ['TokenRequest', 'username', 'username'],
    ['TokenRequest', 'password', 'password'],
    ['NewIdRequest', 'subscriberId', 'subscriberId'],
    ['NewIdRequest', 'firstName', 'name'],
    ['NewIdRequest', 'lastName', 'name'],
    ['EmailUpdate', 'emailAddress', 'email'],
    ['PreferencesUpdate', 'emailAddress', 'email'],
    ['PasswordChangeRequest', 'currentPassword', 'password'],
    ['PasswordChangeRequest', 'newPassword', 'password'],
    ['SecurityAnswer', 'answer', 'securityAnswer'],
    ['RegistrationUserDetails', 'subscriberId', 'subscriberId'],
    ['RegistrationUserDetails', 'firstName', 'name'],
    ['RegistrationUserDetails', 'lastName', 'name'],
    ['RegistrationUserDetails', 'zipCode', 'zipCode'],
    ['RegistrationRequest', 'username', 'username'],
    ['RegistrationRequest', 'password', 'password'],
    ['RegistrationRequest', 'emailAddress', 'email'],
    ['ForgotUsernameRequest', 'emailAddress', 'email'],
    ['ForgotPasswordRequest', 'username', 'username'],
    ['PasswordResetRequest', 'newPassword', 'password'],
    ['PasswordResetRequest', 'securityAnswer', 'securityAnswer'],
    ['PcpSelectRequest', 'email', 'email'],
    ['PcpSearchRequest', 'searchString', 'providerSearch'],
    ['IdCardEmailRequest', 'emailAddress', 'email'],
    ['ContactEmailRequest', 'subject', 'messageSubject'],
    ['ContactEmailRequest', 'message', 'message'],
    ['ContactEmailRequest', 'replyTo', 'email'],
  ] as const)('%s.%s: maxLength %s', (schema, property, kind) => {
    expect(maxLengthOf(schema, property)).toBe(MAX_LENGTH[kind]);
  });
});
