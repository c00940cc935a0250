/**
 * The account pages a subscriber with Settings and eBill is offered, in the order of product section 6, as the account
 * landing page's cards and the account settings menu (before its Log out) name them: the tests of the rule, of the
 * page and of the shell expect the same list.
 */
export const SUBSCRIBER_ACCOUNT_PAGES: readonly string[] = ['Summary', 'Member information', 'Settings', 'Member plan benefits', 'eBill', 'Help center'];
