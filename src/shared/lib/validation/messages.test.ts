import { describe, expect, it } from 'vitest';
import { EMAIL_REQUIRED_MESSAGE, NEW_ID_DETAILS_REQUIRED_MESSAGE, POLICY_NOT_CONFIRMED_MESSAGE } from './form-messages';
import { validationMessage } from './messages';

describe('validationMessage: the generic messages of section 5', () => {
  it.each([
    ['required', 'Username', 'Username is a required field'],
    ['invalid', 'Password', 'Invalid Password'],
    ['minLength', 'Security answer', 'Security answer is under the character minimum'],
    ['maxLength', 'First name', 'First name exceeds the maximum number of characters'],
    ['dateRangeInvalid', 'End date', 'Invalid End date'],
    ['mismatch', 'Confirm password', 'Invalid Confirm password'],
    ['futureDate', 'Date of birth', 'Invalid Date of birth'],
    ['minor', 'Date of birth', 'Invalid Date of birth'],
  ] as const)('%s for %j → %j', (code, field, expected) => {
    expect(validationMessage(code, field)).toBe(expected);
  });

  it('each message is overridable per field, with or without the {field} placeholder', () => {
    expect(validationMessage('mismatch', 'Confirm password', { mismatch: 'Passwords do not match' })).toBe(
      'Passwords do not match',
    );
    expect(validationMessage('required', 'Zip', { required: 'Enter your {field} code' })).toBe('Enter your Zip code');
    // An override for another code leaves this one alone.
    expect(validationMessage('required', 'Zip', { invalid: 'nope' })).toBe('Zip is a required field');
  });

  it('the specific texts are verbatim', () => {
    expect(POLICY_NOT_CONFIRMED_MESSAGE).toBe('Please confirm you have read our digital communications policy.');
    expect(EMAIL_REQUIRED_MESSAGE).toBe('Email address is a required field');
    expect(NEW_ID_DETAILS_REQUIRED_MESSAGE).toBe(
      "First name, last name, and date of birth required unless selecting 'Continue as subscriber'",
    );
  });
});
