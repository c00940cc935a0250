import { describeComponentCells } from './component-cells';

// The fault matrix (product section 8) at the component level: the account area and customer service.
describeComponentCells('account', ['account']);
