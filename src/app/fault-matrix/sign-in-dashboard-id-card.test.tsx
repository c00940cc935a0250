import { describeComponentCells } from './component-cells';

// The fault matrix (product section 8) at the component level: sign-in, the dashboard and the shell, and the ID card.
describeComponentCells('sign-in-dashboard-id-card', ['sign-in', 'dashboard', 'id-card']);
