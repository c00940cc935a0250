import { describeComponentCells } from './component-cells';

// The fault matrix (product section 8) at the component level: the benefits area.
describeComponentCells('benefits', ['benefits']);
