import { describeComponentCells } from './component-cells';

// The fault matrix (product section 8) at the component level: find care, claims and EOBs, and recovery and registration.
describeComponentCells('find-care-claims-recovery', ['find-care', 'claims-eobs', 'recovery-registration']);
