import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { errorPath, routePaths } from './route-paths';
import { benefitHistoryPath, benefitsCategoryPath, claimDetailPath, dentalServiceDetailPath, dentalServicePath, medicalServicePath, primaryCareMemberPath, primaryCareSearchPath, programPath } from './route-builders';

describe('path builders', () => {
  it.each([
    [errorPath(404), '/error/404', routePaths.error],
    [claimDetailPath('C-2026-118842'), '/claims/C-2026-118842', routePaths.claimDetail],
    [primaryCareMemberPath(2), '/find-care/primary-care/2', routePaths.primaryCareMember],
    [primaryCareSearchPath(0), '/find-care/primary-care/0/search', routePaths.primaryCareSearch],
    [benefitsCategoryPath('dental'), '/benefits/dental', routePaths.benefitsCategory],
    [programPath(93), '/benefits/programs/93', routePaths.program],
    [medicalServicePath('er-visit'), '/benefits/medical/services/er-visit', routePaths.medicalService],
    [benefitHistoryPath(1735718400000, 'dental'), '/history/1735718400000/benefits/dental', routePaths.benefitHistory],
    [dentalServicePath('D1110'), '/services/dental/D1110', routePaths.dentalService],
    [dentalServiceDetailPath('innet', 'D1110'), '/details/innet/dental/D1110', routePaths.dentalServiceDetail],
  ])('%s is %s and matches its route %s', (built, expected, pattern) => {
    expect(built).toBe(expected);
    expect(matchPath(pattern, built)).not.toBeNull();
  });

  it('encodes a value, so an id with a slash or a space stays one segment of its route', () => {
    const built = claimDetailPath('C 1/2');
    expect(built).toBe('/claims/C%201%2F2');
    expect(matchPath(routePaths.claimDetail, built)).not.toBeNull();
    expect(matchPath(routePaths.claimDetail, '/claims/C 1/2')).toBeNull();
    expect(dentalServiceDetailPath('tab 1', 'D/1')).toBe('/details/tab%201/dental/D%2F1');
  });
});
