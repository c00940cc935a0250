import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_LENGTH } from './rules';
import {
  dateRangeSchema,
  emailSchema,
  idPatternSchema,
  initialRegistrationPolicyValues,
  lengthRuleSchema,
  loginSchema,
  nameSchema,
  optionalText,
  newIdDetailsMissing,
  newIdSchema,
  passwordSchema,
  pastOrTodayDateSchema,
  registrationPoliciesSchema,
  requiredText,
  securityAnswerSchema,
  updateEmailSchema,
  usernameSchema,
  withFieldMatch,
} from './schemas';

/** The first message zod reports for a value, or null when it passes. */
function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** What react-hook-form's zodResolver hands the form: field path → message. */
async function resolverErrors(schema: z.ZodType<Record<string, unknown>>, values: Record<string, unknown>) {
  const resolve = zodResolver(schema as never);
  const result = await resolve(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(
    Object.entries(result.errors as Record<string, { message?: string }>).map(([path, error]) => [path, error.message]),
  );
}

describe('field schemas produce the spec messages', () => {
  it.each([
    [passwordSchema('Password'), '', 'Password is a required field'],
    [passwordSchema('Password'), undefined, 'Password is a required field'],
    [passwordSchema('Password'), 'abc1', 'Password is under the character minimum'],
    [passwordSchema('Password'), 'a'.repeat(32) + '1', 'Password exceeds the maximum number of characters'],
    [passwordSchema('Password'), 'abcdefg', 'Invalid Password'],
    [passwordSchema('Password'), 'abcdef1', null],
    [nameSchema('First name'), ' Ana', 'Invalid First name'],
    [nameSchema('First name'), 'A'.repeat(31), 'First name exceeds the maximum number of characters'],
    [nameSchema('First name'), "D'Angelo", null],
    [nameSchema('First name', { required: false }), '', null],
    [usernameSchema('Username'), 'ab', 'Username is under the character minimum'],
    [usernameSchema('Username'), 'ana_r', 'Invalid Username'],
    [usernameSchema('Username'), 'anarivera84', null],
    [lengthRuleSchema('City'), 'ab', 'City is under the character minimum'],
    [lengthRuleSchema('City'), 'a'.repeat(31), 'City exceeds the maximum number of characters'],
    [securityAnswerSchema('Answer'), 'a.b.c', 'Invalid Answer'],
    [securityAnswerSchema('Answer'), 'rex the dog', null],
    [idPatternSchema('Subscriber ID'), '12345678', 'Subscriber ID is under the character minimum'],
    [idPatternSchema('Subscriber ID'), '123456789', null],
    [emailSchema('Email'), 'ana@', 'Invalid Email'],
    [requiredText('Zip', { min: 5, max: 5 }), '123', 'Zip is under the character minimum'],
    [requiredText('Zip', { min: 5, max: 5 }), '123456', 'Zip exceeds the maximum number of characters'],
    [requiredText('Zip', { min: 5, max: 5 }), '   ', 'Zip is a required field'],
    [requiredText('Zip', { min: 5, max: 5, messages: { required: 'Zip needed' } }), '', 'Zip needed'],
    [requiredText('Zip', { max: 10 }), '97201', null],
  ])('%#: %j', (schema, value, expected) => {
    expect(messageOf(schema, value)).toBe(expected);
  });

  it('overrides replace a message for that field only', () => {
    const schema = passwordSchema('Password', { messages: { invalid: 'Use at least one number' } });
    expect(messageOf(schema, 'abcdefg')).toBe('Use at least one number');
    expect(messageOf(passwordSchema('Password'), 'abcdefg')).toBe('Invalid Password');
  });

  it('a date that may not be after today', () => {
    const today = new Date(2026, 10, 22, 12, 0);
    const schema = pastOrTodayDateSchema('Date of birth', today);
    expect(messageOf(schema, '2026-11-22')).toBeNull();
    expect(messageOf(schema, '2026-11-23')).toBe('Invalid Date of birth');
    expect(messageOf(schema, '')).toBe('Date of birth is a required field');
  });
});

describe('every text field has a maximum (MAX_LENGTH), and says so past it', () => {
  const tooLong = (max: number, char = 'a') => char.repeat(max + 1);
  it.each([
    ['email', emailSchema('Email'), `${'a'.repeat(MAX_LENGTH.email - 12)}@example.com`, 'Email'],
    ['name', nameSchema('First name'), 'A'.repeat(MAX_LENGTH.name), 'First name'],
    ['username', usernameSchema('Username'), 'a'.repeat(MAX_LENGTH.username), 'Username'],
    ['password', passwordSchema('Password'), `${'a'.repeat(MAX_LENGTH.password - 1)}1`, 'Password'],
    ['securityAnswer', securityAnswerSchema('Answer'), 'a'.repeat(MAX_LENGTH.securityAnswer), 'Answer'],
    ['subscriberId', idPatternSchema('Subscriber ID'), '1'.repeat(MAX_LENGTH.subscriberId), 'Subscriber ID'],
    ['zipCode', requiredText('Zip code', { max: MAX_LENGTH.zipCode }), '97209-1234', 'Zip code'],
    ['providerSearch', optionalText('Provider name', { max: MAX_LENGTH.providerSearch }), 'a'.repeat(MAX_LENGTH.providerSearch), 'Provider name'],
    ['messageSubject', requiredText('Subject', { max: MAX_LENGTH.messageSubject }), 'a'.repeat(MAX_LENGTH.messageSubject), 'Subject'],
    ['message', requiredText('Message', { max: MAX_LENGTH.message }), 'a'.repeat(MAX_LENGTH.message), 'Message'],
  ] as const)('%s: the maximum passes, one more is refused', (kind, schema, longest, label) => {
    expect([...longest]).toHaveLength(MAX_LENGTH[kind]);
    expect(messageOf(schema, longest)).toBeNull();
    // One character more, where the value stays well formed otherwise.
    const oneMore = kind === 'email' || kind === 'password' ? `a${longest}` : `${longest}${longest.slice(-1)}`;
    expect(messageOf(schema, oneMore)).toBe(`${label} exceeds the maximum number of characters`);
    expect(messageOf(schema, tooLong(5006))).toBe(`${label} exceeds the maximum number of characters`);
  });

  it('e-mail addresses: at most 254 characters (RFC 5321)', () => {
    expect(MAX_LENGTH.email).toBe(254);
  });

  it('login: no longer than a username or a password can be', async () => {
    expect(await resolverErrors(loginSchema(), { username: 'a'.repeat(17), password: 'p'.repeat(33) })).toEqual({
      username: 'Username exceeds the maximum number of characters',
      password: 'Password exceeds the maximum number of characters',
    });
    expect(await resolverErrors(loginSchema(), { username: 'a'.repeat(16), password: 'p'.repeat(32) })).toEqual({});
  });
});

describe('form schemas through react-hook-form’s zodResolver', () => {
  it('login: username and password are required', async () => {
    expect(await resolverErrors(loginSchema(), { username: '', password: '' })).toEqual({
      username: 'Username is a required field',
      password: 'Password is a required field',
    });
    expect(await resolverErrors(loginSchema(), { username: 'ana', password: 'x' })).toEqual({});
  });

  it.each([
    ['', 'Email address is a required field'],
    ['not-an-email', 'Email address is a required field'],
    ['ana.rivera@example.com', undefined],
  ])('update email %j → %j', async (emailAddress, expected) => {
    expect((await resolverErrors(updateEmailSchema(), { emailAddress })).emailAddress).toBe(expected);
  });

  it('registration policies: the communication checkbox must be true', async () => {
    expect(await resolverErrors(registrationPoliciesSchema(), { isCommunicationPolicySigned: false, isEeobPreferenceConsented: true })).toEqual({
      isCommunicationPolicySigned: 'Please confirm you have read our digital communications policy.',
    });
    expect(
      await resolverErrors(registrationPoliciesSchema(), { isCommunicationPolicySigned: true, isEeobPreferenceConsented: null }),
    ).toEqual({});
  });

  it('registration policies: the EOB choice is a boolean, or null when not asked', async () => {
    for (const isEeobPreferenceConsented of [true, false, null]) {
      expect(
        await resolverErrors(registrationPoliciesSchema(), { isCommunicationPolicySigned: true, isEeobPreferenceConsented }),
      ).toEqual({});
    }
  });

  it.each([
    [null, true, { isCommunicationPolicySigned: false, isEeobPreferenceConsented: true }],
    [{ isCommunicationPolicySigned: true, isEeobPreferenceConsented: null }, true, { isCommunicationPolicySigned: true, isEeobPreferenceConsented: true }],
    [{ isCommunicationPolicySigned: true, isEeobPreferenceConsented: false }, true, { isCommunicationPolicySigned: true, isEeobPreferenceConsented: false }],
    [{ isCommunicationPolicySigned: false, isEeobPreferenceConsented: null }, false, { isCommunicationPolicySigned: false, isEeobPreferenceConsented: null }],
    [{ isCommunicationPolicySigned: true, isEeobPreferenceConsented: true }, false, { isCommunicationPolicySigned: true, isEeobPreferenceConsented: null }],
  ])('registration policies start from the saved %j (subscriber %j) → %j', (saved, isSubscriber, expected) => {
    expect(initialRegistrationPolicyValues(saved, { isSubscriber })).toEqual(expected);
  });

  it('two-field match puts mismatch on the confirm field', async () => {
    const schema = withFieldMatch(
      z.object({ password: passwordSchema('Password'), confirmPassword: z.string() }),
      { field: 'password', confirmField: 'confirmPassword', label: 'Confirm password' },
    );
    expect(await resolverErrors(schema, { password: 'secret12', confirmPassword: 'secret13' })).toEqual({
      confirmPassword: 'Invalid Confirm password',
    });
    expect(await resolverErrors(schema, { password: 'secret12', confirmPassword: 'secret12' })).toEqual({});
  });

  describe('date range', () => {
    const labels = { startLabel: 'Start date', endLabel: 'End date' };

    it.each([
      [{ startDate: '2024-01-01', endDate: '2024-01-02' }, {}],
      [{ startDate: '2024-01-01', endDate: '2024-01-01' }, { endDate: 'Invalid End date' }],
      [{ startDate: '2024-01-05', endDate: '2024-01-01' }, { endDate: 'Invalid End date' }],
      [{ startDate: '', endDate: '2024-01-01' }, { startDate: 'Start date is a required field' }],
      [{ startDate: '01/01/2024', endDate: '2024-01-02' }, { startDate: 'Invalid Start date' }],
    ])('%j → %j', async (values, expected) => {
      expect(await resolverErrors(dateRangeSchema(labels), values)).toEqual(expected);
    });

    it('strict variant: the start no earlier than midnight two years back', async () => {
      const now = new Date(2026, 10, 22, 10, 0);
      const schema = dateRangeSchema({ ...labels, now });
      expect(await resolverErrors(schema, { startDate: '2024-11-22', endDate: '2025-01-01' })).toEqual({});
      expect(await resolverErrors(schema, { startDate: '2024-11-21', endDate: '2025-01-01' })).toEqual({
        startDate: 'Invalid Start date',
      });
    });
  });

  describe('new ID', () => {
    const today = new Date(2026, 10, 22, 12, 0);
    const complete = {
      subscriberId: '900123456',
      firstName: 'Ana',
      lastName: 'Rivera',
      dateOfBirth: '1984-02-11',
      preventNavigation: false,
    };
    const details = "First name, last name, and date of birth required unless selecting 'Continue as subscriber'";

    it.each([
      ['submit', complete, {}],
      ['submit', { ...complete, firstName: '' }, { root: details }],
      ['submit', { ...complete, lastName: '  ' }, { root: details }],
      ['submit', { ...complete, dateOfBirth: '' }, { root: details }],
      ['continue-as-subscriber', { subscriberId: '900123456', firstName: '', lastName: '', dateOfBirth: '' }, {}],
      ['continue-as-subscriber', { ...complete, subscriberId: '' }, { subscriberId: 'Subscriber ID is a required field' }],
      ['submit', { ...complete, dateOfBirth: '2026-11-23' }, { dateOfBirth: 'Invalid Date of birth' }],
      ['submit', { ...complete, dateOfBirth: '2026-11-22' }, {}],
      // 'Continue as subscriber' sends the subscriber ID alone, so the details it does not use cannot block it.
      ['continue-as-subscriber', { ...complete, dateOfBirth: '2026-11-23' }, {}],
      ['continue-as-subscriber', { ...complete, firstName: '1st', lastName: '<b>', dateOfBirth: 'soon' }, {}],
    ] as const)('%s with %j → %j', async (action, values, expected) => {
      expect(await resolverErrors(newIdSchema({ today, action }), values)).toEqual(expected);
    });

    it.each([
      [{ firstName: 'A', lastName: 'B', dateOfBirth: '2000-01-01' }, 'submit', false],
      [{ firstName: 'A', lastName: 'B', dateOfBirth: null }, 'submit', true],
      [{}, 'submit', true],
      [{}, 'continue-as-subscriber', false],
    ] as const)('newIdDetailsMissing(%j, %s) → %j', (values, action, expected) => {
      expect(newIdDetailsMissing(values, action)).toBe(expected);
    });
  });
});
