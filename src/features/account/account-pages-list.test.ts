import { describe, expect, it } from 'vitest';

import { readable } from '../../test/i18n';

import { accountPageLinks } from './account-pages-list';
import { SUBSCRIBER_ACCOUNT_PAGES } from '../../test/account-pages';

describe('the account pages a member may open', () => {
  it('lists Settings and eBill only when their rules allow', () => {
    expect(readable(accountPageLinks({ settings: true, ebill: true }).map((page) => page.title))).toEqual(SUBSCRIBER_ACCOUNT_PAGES);
    expect(readable(accountPageLinks({ settings: false, ebill: false }).map((page) => page.title))).toEqual([
      'Summary',
      'Member information',
      'Member plan benefits',
      'Help center',
    ]);
  });
});
