import { describe, expect, it } from 'vitest';

import { showSpanish } from '../../test/i18n';

import { defaultFormValues, normalizeZip, primaryCareSearchSchema, type SearchFormValues } from './search-form';
import { alex, sam, valid } from './search-test-support';

/** The rules' messages for the values, from a schema built in the language shown now (as the form builds it). */
function messages(values: Partial<SearchFormValues>): Record<string, string> {
  const result = primaryCareSearchSchema(sam, [alex]).safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the search rules', () => {
  it('accepts a complete search', () => {
    expect(messages({})).toEqual({});
    expect(messages({ zip: ' 97209-1234 ', name: 'Okafor' })).toEqual({});
  });

  it.each([
    ['', 'Zip code is a required field'],
    ['   ', 'Zip code is a required field'],
    ['9720', 'Enter a 5-digit zip code'],
    ['972091', 'Enter a 5-digit zip code'],
    ['97a09', 'Enter a 5-digit zip code'],
  ])('rejects the zip code %j: %s', (zip, message) => {
    expect(messages({ zip })).toEqual({ zip: message });
  });

  it.each(['', '7', '100', 'ten'])('asks for a distance from the list, not %j', (radius) => {
    expect(messages({ radius })).toEqual({ radius: 'Choose how far from the zip code to search' });
  });

  it("takes only one of the member's eligible dates", () => {
    expect(messages({ effectiveDate: '' })).toEqual({ effectiveDate: 'Choose the date the new provider starts' });
    expect(messages({ effectiveDate: '2026-08-01' })).toEqual({ effectiveDate: 'Choose the date the new provider starts' });
  });

  it('limits the provider name to 100 characters', () => {
    expect(messages({ name: 'a'.repeat(100) })).toEqual({});
    expect(messages({ name: 'a'.repeat(101) })).toEqual({ name: 'Provider name exceeds the maximum number of characters' });
  });

  it('adds another member only on a date that member can take', () => {
    expect(messages({ otherMembers: ['M1002'], effectiveDate: '2026-07-01' })).toEqual({});
    expect(messages({ otherMembers: ['M1002'], effectiveDate: '2026-06-01' })).toEqual({
      otherMembers:
        "Alex Rivera can't start a new primary care provider on June 1, 2026. Choose another date or leave Alex Rivera out.",
    });
    expect(messages({ otherMembers: ['suffix:7'] })).toEqual({ otherMembers: 'Choose family members from the list' });
  });

  it('starts the form on the earliest date with the home zip code', () => {
    expect(defaultFormValues(sam, '97209-4411')).toEqual({ otherMembers: [], effectiveDate: '2026-06-01', zip: '97209', radius: '', name: '' });
    expect(defaultFormValues(sam, 'K1A 0B1').zip).toBe('');
    expect(normalizeZip('97209')).toBe('97209');
    expect(normalizeZip('9720')).toBeNull();
  });
});

describe('the search rules in Spanish', () => {
  it.each([
    [{ zip: '' }, { zip: 'Código postal es un campo obligatorio' }],
    [{ zip: '9720' }, { zip: 'Ingrese un código postal de 5 dígitos' }],
    [{ zip: '97209-12345' }, { zip: 'Código postal supera el número máximo de caracteres' }],
    [{ radius: '' }, { radius: 'Elija a qué distancia del código postal buscar' }],
    [{ effectiveDate: '2026-08-01' }, { effectiveDate: 'Elija la fecha en que comienza el nuevo proveedor' }],
    [{ name: 'a'.repeat(101) }, { name: 'Nombre del proveedor supera el número máximo de caracteres' }],
    [{ otherMembers: ['suffix:7'] }, { otherMembers: 'Elija miembros de la familia de la lista' }],
    [
      { otherMembers: ['M1002'], effectiveDate: '2026-06-01' },
      {
        otherMembers:
          'Alex Rivera no puede comenzar con un nuevo proveedor de atención primaria el 1 de junio de 2026. Elija otra fecha o no incluya a Alex Rivera.',
      },
    ],
  ])('for %j says %j', async (values, expected) => {
    await showSpanish('find-care');
    expect(messages(values)).toEqual(expected);
  });
});
