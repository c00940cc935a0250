import { describe, expect, it } from 'vitest';

import { readable, showSpanish } from '../../test/i18n';

import { CATEGORY_LABELS, CLAIM_STATUS_TEXT, serviceDatesText } from './claim-texts';

describe('claim texts', () => {
  it('writes one service date, or a span', () => {
    expect(serviceDatesText('2026-10-06', '2026-10-06')).toBe('October 6, 2026');
    expect(serviceDatesText('2026-10-06', null)).toBe('October 6, 2026');
    expect(serviceDatesText('2026-10-06', '2026-10-09')).toBe('October 6, 2026 - October 9, 2026');
  });
});

describe('claim texts in Spanish', () => {
  it('names each status and category, and writes dates day first', async () => {
    await showSpanish('claims-eobs');
    expect(readable(CLAIM_STATUS_TEXT)).toEqual({
      RECEIVED: { label: 'Recibido', description: 'Recibimos su reclamo y pronto empezaremos a revisarlo.' },
      PENDING: { label: 'En revisión', description: 'Estamos revisando este reclamo. Los montos aparecerán cuando se procese.' },
      PROCESSED: { label: 'Procesado', description: 'Terminamos de procesar este reclamo.' },
      PAID: { label: 'Pagado', description: 'Pagamos nuestra parte de este reclamo.' },
      DENIED: { label: 'No cubierto', description: 'El plan no pagó este reclamo. La explicación de beneficios indica por qué.' },
      ADJUSTED: { label: 'Ajustado', description: 'Volvimos a procesar este reclamo y sus montos cambiaron.' },
    });
    expect(readable(CATEGORY_LABELS)).toEqual({ medical: 'Médico', dental: 'Dental', vision: 'Visión', pharmacy: 'Farmacia' });
    expect(serviceDatesText('2026-10-06', '2026-10-09')).toBe('6 de octubre de 2026 - 9 de octubre de 2026');
  });
});
