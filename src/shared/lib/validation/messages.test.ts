import { describe, expect, it } from 'vitest';
import { showSpanish, text } from '../../../test/i18n';

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
    expect(text(POLICY_NOT_CONFIRMED_MESSAGE)).toBe('Please confirm you have read our digital communications policy.');
    expect(text(EMAIL_REQUIRED_MESSAGE)).toBe('Email address is a required field');
    expect(text(NEW_ID_DETAILS_REQUIRED_MESSAGE)).toBe(
      "First name, last name, and date of birth required unless selecting 'Continue as subscriber'",
    );
  });
});

describe('validationMessage in Spanish', () => {
  it('says the generic messages in Spanish, with the label the form gives in Spanish', async () => {
    await showSpanish();
    expect(validationMessage('required', 'Nombre de usuario')).toBe('Nombre de usuario es un campo obligatorio');
    expect(validationMessage('invalid', 'Contraseña')).toBe('Contraseña: el valor no es válido');
    expect(text(EMAIL_REQUIRED_MESSAGE)).toBe('El correo electrónico es un campo obligatorio');
  });
});
