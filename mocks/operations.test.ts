// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { listOperations } from '../scripts/contract/contract';

import { mswPath, operations, resolveOperations } from './operations';

describe('the operations table of the mock gateway', () => {
  it('equals the operations of the contract exactly (id, method, path, auth)', () => {
    const fromContract = Object.fromEntries(
      listOperations().map((operation) => [
        operation.operationId,
        { method: operation.method.toUpperCase(), path: operation.path, auth: operation.auth },
      ]),
    );
    expect(operations).toEqual(fromContract);
  });

  it('resolves operation ids, method and path, and paths', () => {
    expect(resolveOperations('getAccount')).toEqual(['getAccount']);
    expect(resolveOperations('GET /account')).toEqual(['getAccount']);
    expect(resolveOperations('get /account/preferences')).toEqual(['getPreferences']);
    expect(resolveOperations('/account/preferences').sort()).toEqual(['getPreferences', 'updatePreferences']);
    expect(resolveOperations('GET /eobs/EOB-2026-77120')).toEqual(['getEob']);
    expect(resolveOperations('GET /eobs/v2')).toEqual(['getEobs']);
    expect(resolveOperations('GET /eobs/{eobId}/pdf')).toEqual(['getEobPdf']);
    expect(resolveOperations('/message/calendar/domain/5')).toEqual(['getDomainHolidayCalendar']);
    expect(resolveOperations('GET /benefits/limits?suffix=0')).toEqual(['getBenefitLimits']);
  });

  it('refuses references that name no operation', () => {
    expect(() => resolveOperations('getAcount')).toThrow(/names no gateway operation/);
    expect(() => resolveOperations('DELETE /account')).toThrow(/names no gateway operation/);
    expect(() => resolveOperations('/nowhere')).toThrow(/names no gateway operation/);
  });

  it('builds MSW paths under a base address', () => {
    expect(mswPath('/api/', 'getEobPdf')).toBe('/api/eobs/:eobId/pdf');
    expect(mswPath('http://localhost/api', 'getAccount')).toBe('http://localhost/api/account');
  });
});
