import type { DrugTier, MedicalService, MedicalServiceDetail, TierOutOfPocket, VisionService } from '../../generated/model';

/**
 * The plans the personas are covered by, keyed by classPlanId. Benefit summaries, limits, ID cards and
 * handbooks are all derived from these, so a plan's name, network and amounts read the same everywhere.
 */

interface PlanBase {
  readonly classPlanId: string;
  readonly planName: string;
  readonly insuranceType: string;
  readonly networkName: string;
  readonly customerServicePhone: string;
}

export interface Split {
  readonly individual: number;
  readonly family: number;
}

/** What the member pays for medical services: copays in dollars, coinsurance in percent of the allowed amount. */
export interface MedicalCostShare {
  readonly primaryCare: number;
  readonly specialist: number;
  readonly urgentCare: number;
  readonly emergencyRoom: number;
  /** In network, after the deductible (lab work and imaging). */
  readonly coinsurance: number;
  /** Out of network, after the out-of-network deductible; null for plans without out-of-network benefits. */
  readonly outOfNetworkCoinsurance: number | null;
}

export interface MedicalPlan extends PlanBase {
  readonly category: 'medical';
  readonly deductible: Split;
  readonly outOfPocket: Split;
  /** Null for plans without out-of-network benefits (HMO, EPO). */
  readonly outOfNetwork: { readonly deductible: Split; readonly outOfPocket: Split } | null;
  readonly costShare: MedicalCostShare;
  readonly services: readonly MedicalService[];
}

/** Coinsurance the plan pays, in percent, [in network, out of network]. */
type Coinsurance = readonly [number, number];

export interface DentalPlan extends PlanBase {
  readonly category: 'dental';
  readonly annualMaximum: number;
  readonly deductible: Split;
  /** Lifetime orthodontia maximum for members under 19; null when orthodontia is not covered. */
  readonly orthodontiaMaximum: number | null;
  readonly coinsurance: { readonly preventive: Coinsurance; readonly basic: Coinsurance; readonly major: Coinsurance };
}

export interface VisionPlan extends PlanBase {
  readonly category: 'vision';
  readonly services: readonly VisionService[];
  readonly notes: readonly string[];
}

export interface PharmacyPlan extends PlanBase {
  readonly category: 'pharmacy';
  readonly pharmacyBenefitManager: string;
  readonly drugTiers: readonly DrugTier[];
  readonly notes: readonly string[];
}

export type Plan = MedicalPlan | DentalPlan | VisionPlan | PharmacyPlan;

const medicalServices: readonly MedicalService[] = [
  { url: '/benefits/medical/services/office-visits', pageId: 'office-visits', pageDescription: 'Office visits' },
  { url: '/benefits/medical/services/preventive-care', pageId: 'preventive-care', pageDescription: 'Preventive care' },
  { url: '/benefits/medical/services/urgent-care', pageId: 'urgent-care', pageDescription: 'Urgent care' },
  { url: '/benefits/medical/services/emergency-room', pageId: 'emergency-room', pageDescription: 'Emergency room' },
  { url: '/benefits/medical/services/lab-and-imaging', pageId: 'lab-and-imaging', pageDescription: 'Lab work and imaging' },
  { url: '/benefits/medical/services/mental-health', pageId: 'mental-health', pageDescription: 'Mental health and substance use' },
];

const outOfNetworkServices = medicalServices.filter((service) => service.pageId !== 'preventive-care');

const cascadeVision: readonly VisionService[] = [
  { name: 'Eye exam', inNetwork: '$10 copay', outOfNetwork: 'Up to $45', frequency: 'Once every 12 months' },
  { name: 'Lenses', inNetwork: '$25 copay', outOfNetwork: 'Up to $50 (single vision)', frequency: 'Once every 12 months' },
  { name: 'Frames', inNetwork: '$150 allowance', outOfNetwork: 'Up to $70', frequency: 'Once every 24 months' },
  { name: 'Contact lenses (instead of glasses lenses)', inNetwork: '$150 allowance', outOfNetwork: 'Up to $105', frequency: 'Once every 12 months' },
];

const threeTiers: readonly DrugTier[] = [
  { tierId: '1', name: 'Generic', retailCopay: '$10', mailOrderCopay: '$20' },
  { tierId: '2', name: 'Preferred brand', retailCopay: '$35', mailOrderCopay: '$70' },
  { tierId: '3', name: 'Non-preferred brand', retailCopay: '50% up to $150', mailOrderCopay: '50% up to $300' },
];

export const plans: readonly Plan[] = [
  // ------------------------------------------------------------------ medical
  {
    classPlanId: 'MED-PPO-500',
    category: 'medical',
    planName: 'Cascade PPO 500',
    insuranceType: 'PPO',
    networkName: 'Cascade Preferred',
    customerServicePhone: '1-888-555-0100',
    deductible: { individual: 500, family: 1500 },
    outOfPocket: { individual: 3000, family: 6000 },
    outOfNetwork: { deductible: { individual: 1000, family: 3000 }, outOfPocket: { individual: 6000, family: 12000 } },
    costShare: { primaryCare: 25, specialist: 50, urgentCare: 75, emergencyRoom: 250, coinsurance: 20, outOfNetworkCoinsurance: 40 },
    services: medicalServices,
  },
  {
    classPlanId: 'MED-PPO-1000',
    category: 'medical',
    planName: 'Cascade PPO 1000',
    insuranceType: 'PPO',
    networkName: 'Cascade Preferred',
    customerServicePhone: '1-888-555-0100',
    deductible: { individual: 1000, family: 3000 },
    outOfPocket: { individual: 4500, family: 9000 },
    outOfNetwork: { deductible: { individual: 2000, family: 6000 }, outOfPocket: { individual: 9000, family: 18000 } },
    costShare: { primaryCare: 35, specialist: 70, urgentCare: 100, emergencyRoom: 300, coinsurance: 30, outOfNetworkCoinsurance: 50 },
    services: medicalServices,
  },
  {
    classPlanId: 'MED-HMO-250',
    category: 'medical',
    planName: 'Cascade Connect HMO 250',
    insuranceType: 'HMO',
    networkName: 'Cascade Connect',
    customerServicePhone: '1-888-555-0100',
    deductible: { individual: 250, family: 750 },
    outOfPocket: { individual: 2500, family: 5000 },
    outOfNetwork: null,
    costShare: { primaryCare: 20, specialist: 40, urgentCare: 50, emergencyRoom: 200, coinsurance: 10, outOfNetworkCoinsurance: null },
    services: medicalServices,
  },
  {
    classPlanId: 'MED-CITY-300',
    category: 'medical',
    planName: 'CityCore PPO 300',
    insuranceType: 'PPO',
    networkName: 'Cascade Preferred',
    customerServicePhone: '1-888-555-0100',
    deductible: { individual: 300, family: 900 },
    outOfPocket: { individual: 2000, family: 4000 },
    outOfNetwork: { deductible: { individual: 600, family: 1800 }, outOfPocket: { individual: 4000, family: 8000 } },
    costShare: { primaryCare: 20, specialist: 40, urgentCare: 60, emergencyRoom: 200, coinsurance: 20, outOfNetworkCoinsurance: 40 },
    services: medicalServices,
  },
  {
    classPlanId: 'MED-IND-GOLD',
    category: 'medical',
    planName: 'Cascade Individual Gold 1000',
    insuranceType: 'EPO',
    networkName: 'Cascade Select',
    customerServicePhone: '1-888-555-0100',
    deductible: { individual: 1000, family: 2000 },
    outOfPocket: { individual: 5500, family: 11000 },
    outOfNetwork: null,
    costShare: { primaryCare: 30, specialist: 60, urgentCare: 75, emergencyRoom: 350, coinsurance: 25, outOfNetworkCoinsurance: null },
    services: medicalServices,
  },
  {
    classPlanId: 'MED-MA-PPO',
    category: 'medical',
    planName: 'Cascade Medicare Advantage PPO',
    insuranceType: 'Medicare Advantage PPO',
    networkName: 'Cascade Medicare Network',
    customerServicePhone: '1-888-555-0175',
    deductible: { individual: 0, family: 0 },
    outOfPocket: { individual: 4500, family: 4500 },
    outOfNetwork: { deductible: { individual: 0, family: 0 }, outOfPocket: { individual: 7000, family: 7000 } },
    costShare: { primaryCare: 10, specialist: 40, urgentCare: 50, emergencyRoom: 110, coinsurance: 20, outOfNetworkCoinsurance: 40 },
    services: medicalServices,
  },
  {
    classPlanId: 'MED-SMT-750',
    category: 'medical',
    planName: 'Summit Health PPO 750',
    insuranceType: 'PPO',
    networkName: 'Summit Health Network',
    customerServicePhone: '1-888-555-0200',
    deductible: { individual: 750, family: 2250 },
    outOfPocket: { individual: 4000, family: 8000 },
    outOfNetwork: { deductible: { individual: 1500, family: 4500 }, outOfPocket: { individual: 8000, family: 16000 } },
    costShare: { primaryCare: 30, specialist: 60, urgentCare: 80, emergencyRoom: 300, coinsurance: 20, outOfNetworkCoinsurance: 40 },
    services: medicalServices,
  },
  // ------------------------------------------------------------------ dental
  {
    classPlanId: 'DEN-PPO-1500',
    category: 'dental',
    planName: 'Cascade Dental PPO 1500',
    insuranceType: 'Dental PPO',
    networkName: 'Delta Dental PPO',
    customerServicePhone: '1-888-555-0100',
    annualMaximum: 1500,
    deductible: { individual: 50, family: 150 },
    orthodontiaMaximum: 1500,
    coinsurance: { preventive: [100, 80], basic: [80, 60], major: [50, 40] },
  },
  {
    classPlanId: 'DEN-PPO-1000',
    category: 'dental',
    planName: 'Cascade Dental PPO 1000',
    insuranceType: 'Dental PPO',
    networkName: 'Delta Dental PPO',
    customerServicePhone: '1-888-555-0100',
    annualMaximum: 1000,
    deductible: { individual: 50, family: 150 },
    orthodontiaMaximum: null,
    coinsurance: { preventive: [100, 80], basic: [80, 60], major: [50, 40] },
  },
  {
    classPlanId: 'DEN-IND-1000',
    category: 'dental',
    planName: 'Cascade Individual Dental 1000',
    insuranceType: 'Dental EPO',
    networkName: 'Cascade Dental Select',
    customerServicePhone: '1-888-555-0100',
    annualMaximum: 1000,
    deductible: { individual: 75, family: 225 },
    orthodontiaMaximum: null,
    coinsurance: { preventive: [100, 0], basic: [70, 0], major: [50, 0] },
  },
  {
    classPlanId: 'DEN-MA-1000',
    category: 'dental',
    planName: 'Cascade Medicare Dental 1000',
    insuranceType: 'Medicare Advantage Dental',
    networkName: 'Delta Dental Medicare Advantage',
    customerServicePhone: '1-888-555-0175',
    annualMaximum: 1000,
    deductible: { individual: 0, family: 0 },
    orthodontiaMaximum: null,
    coinsurance: { preventive: [100, 100], basic: [70, 50], major: [50, 30] },
  },
  {
    classPlanId: 'DEN-HRB-2000',
    category: 'dental',
    planName: 'Harbor Dental PPO 2000',
    insuranceType: 'Dental PPO',
    networkName: 'Harbor Dental Network',
    customerServicePhone: '1-888-555-0500',
    annualMaximum: 2000,
    deductible: { individual: 50, family: 150 },
    orthodontiaMaximum: 2000,
    coinsurance: { preventive: [100, 90], basic: [80, 70], major: [60, 50] },
  },
  {
    classPlanId: 'DEN-HRB-1200',
    category: 'dental',
    planName: 'Harbor Dental Basic 1200',
    insuranceType: 'Dental PPO',
    networkName: 'Harbor Dental Network',
    customerServicePhone: '1-888-555-0500',
    annualMaximum: 1200,
    deductible: { individual: 75, family: 225 },
    orthodontiaMaximum: null,
    coinsurance: { preventive: [100, 80], basic: [70, 60], major: [50, 40] },
  },
  {
    classPlanId: 'DEN-SMT-1250',
    category: 'dental',
    planName: 'Summit Dental Premier 1250',
    insuranceType: 'Dental PPO',
    networkName: 'Summit Dental Network',
    customerServicePhone: '1-888-555-0200',
    annualMaximum: 1250,
    deductible: { individual: 50, family: 150 },
    orthodontiaMaximum: 1000,
    coinsurance: { preventive: [100, 80], basic: [80, 60], major: [50, 40] },
  },
  // ------------------------------------------------------------------ vision
  {
    classPlanId: 'VIS-12',
    category: 'vision',
    planName: 'Cascade Vision 12/12/24',
    insuranceType: 'Vision',
    networkName: 'VSP Choice',
    customerServicePhone: '1-888-555-0100',
    services: cascadeVision,
    notes: ['Contact lenses are covered instead of glasses lenses.', 'LASIK discounts are available from VSP Choice providers.'],
  },
  {
    classPlanId: 'VIS-SMT',
    category: 'vision',
    planName: 'Summit Vision Plus',
    insuranceType: 'Vision',
    networkName: 'EyeMed Insight',
    customerServicePhone: '1-888-555-0200',
    services: [
      { name: 'Eye exam', inNetwork: '$0 copay', outOfNetwork: 'Up to $40', frequency: 'Once every 12 months' },
      { name: 'Frames', inNetwork: '$130 allowance', outOfNetwork: 'Up to $65', frequency: 'Once every 24 months' },
      { name: 'Lenses', inNetwork: '$20 copay', outOfNetwork: 'Up to $40 (single vision)', frequency: 'Once every 12 months' },
    ],
    notes: ['Lens coatings are discounted 20% in network.'],
  },
  // ------------------------------------------------------------------ pharmacy
  {
    classPlanId: 'RX-3T',
    category: 'pharmacy',
    planName: 'Cascade Three-Tier Pharmacy',
    insuranceType: 'Pharmacy',
    networkName: 'Cascade Rx Network',
    customerServicePhone: '1-888-555-0137',
    pharmacyBenefitManager: 'Cascade Rx Services',
    drugTiers: threeTiers,
    notes: ['A 90-day supply is available by mail order.', 'Preventive generics on the ACA list cost $0.'],
  },
  {
    classPlanId: 'RX-MA-5T',
    category: 'pharmacy',
    planName: 'Cascade Medicare Part D',
    insuranceType: 'Medicare Part D',
    networkName: 'Cascade Rx Medicare Network',
    customerServicePhone: '1-888-555-0176',
    pharmacyBenefitManager: 'Cascade Rx Services',
    drugTiers: [
      { tierId: '1', name: 'Preferred generic', retailCopay: '$0', mailOrderCopay: '$0' },
      { tierId: '2', name: 'Generic', retailCopay: '$8', mailOrderCopay: '$16' },
      { tierId: '3', name: 'Preferred brand', retailCopay: '$42', mailOrderCopay: '$84' },
      { tierId: '4', name: 'Non-preferred drug', retailCopay: '40%', mailOrderCopay: '40%' },
      { tierId: '5', name: 'Specialty', retailCopay: '25%', mailOrderCopay: 'Not available' },
    ],
    notes: ['Insulin costs no more than $35 for a one-month supply.', 'Your yearly out-of-pocket drug costs are capped by Medicare.'],
  },
  {
    classPlanId: 'RX-SMT',
    category: 'pharmacy',
    planName: 'Summit Rx Essentials',
    insuranceType: 'Pharmacy',
    networkName: 'Summit Rx Network',
    customerServicePhone: '1-888-555-0237',
    pharmacyBenefitManager: 'Summit Rx Services',
    drugTiers: threeTiers,
    notes: ['Specialty drugs are filled by Summit Specialty Pharmacy.'],
  },
];

const byId = new Map<string, Plan>(plans.map((plan) => [plan.classPlanId, plan]));

export function planById(classPlanId: string): Plan {
  const plan = byId.get(classPlanId);
  if (!plan) throw new Error(`Unknown plan ${classPlanId}`);
  return plan;
}

export { outOfNetworkServices };

/**
 * The medical service detail of a service of the plan: its notes and what the member pays in each network tier
 * that covers it (product section 3: tierOutOfPocket with copay and isCopay), from the plan's cost share.
 */
export function medicalServiceDetail(plan: MedicalPlan, pageId: string): MedicalServiceDetail {
  const share = plan.costShare;
  const copay = (description: string, amount: number, note: string): TierOutOfPocket => ({ description, network: 'innet', note, copay: amount, isCopay: true });
  const coinsurance = (description: string, network: 'innet' | 'outnet', percent: number, note: string): TierOutOfPocket => ({
    description,
    network,
    note,
    copay: percent,
    isCopay: false,
  });
  const outOfNetwork = (description: string): TierOutOfPocket[] =>
    share.outOfNetworkCoinsurance === null
      ? []
      : [coinsurance(description, 'outnet', share.outOfNetworkCoinsurance, 'After the deductible; the provider may bill you the rest of the charge')];
  const details: Record<string, Omit<MedicalServiceDetail, 'id'>> = {
    'office-visits': {
      mainNote: 'Preventive visits are covered in full in network; see Preventive care.',
      outOfPocket: 'A copay per visit in network.',
      tierOutOfPocket: [
        copay('Primary care visit', share.primaryCare, 'No deductible applies'),
        copay('Specialist visit', share.specialist, 'No deductible applies'),
        ...outOfNetwork('Office visit'),
      ],
    },
    'preventive-care': {
      mainNote: 'Check-ups, screenings and immunizations your age calls for, once a year.',
      outOfPocket: 'Nothing in network.',
      tierOutOfPocket: [copay('Preventive visit', 0, 'Covered in full, before the deductible')],
    },
    'urgent-care': {
      mainNote: 'For care you need today that is not an emergency.',
      outOfPocket: 'A copay per visit in network.',
      tierOutOfPocket: [copay('Urgent care visit', share.urgentCare, 'No deductible applies'), ...outOfNetwork('Urgent care visit')],
    },
    'emergency-room': {
      mainNote: 'Emergencies are covered at the in-network level wherever you are.',
      outOfPocket: 'A copay per visit, waived if you are admitted.',
      tierOutOfPocket: [
        copay('Emergency room visit', share.emergencyRoom, 'Waived if you are admitted to the hospital'),
        ...(share.outOfNetworkCoinsurance === null
          ? []
          : [{ description: 'Emergency room visit', network: 'outnet', note: 'Paid at the in-network level', copay: share.emergencyRoom, isCopay: true }]),
      ],
    },
    'lab-and-imaging': {
      mainNote: 'Lab tests, X-rays and scans your provider orders.',
      outOfPocket: 'Coinsurance after the deductible.',
      tierOutOfPocket: [coinsurance('Lab work and imaging', 'innet', share.coinsurance, 'After the deductible'), ...outOfNetwork('Lab work and imaging')],
    },
    'mental-health': {
      mainNote: 'Counseling and therapy visits, in person or by video.',
      outOfPocket: 'The primary care copay per visit in network.',
      tierOutOfPocket: [copay('Therapy or counseling visit', share.primaryCare, 'No deductible applies'), ...outOfNetwork('Therapy or counseling visit')],
    },
  };
  const detail = details[pageId];
  return { id: pageId, mainNote: detail?.mainNote ?? null, outOfPocket: detail?.outOfPocket ?? null, tierOutOfPocket: detail?.tierOutOfPocket ?? [] };
}
