import type {
  AccountStatusCode,
  Address,
  BenefitLimit,
  CareReminder,
  ChatConfig,
  Claim,
  ClaimDetail,
  ContentProgram,
  DomainId,
  EmployeeInfo,
  EobDetail,
  MedicareMaterial,
  PlanManagementDetails,
  Preferences,
  PriorAuthorization,
  ProductCategory,
  Referral,
  RegistrationPolicy,
} from '../../generated/model';

/**
 * The shapes of the persona fixtures. A household is what the gateway knows about one subscriber's family
 * (members, groups with their coverage, primary care, programs, referrals, claims ...); a persona is one online
 * account, a username that signs in as one member of a household. Every answer of the mock gateway is derived
 * from these, so the same fact (a plan, a provider, a date) reads the same in every call.
 */

/** Where the portal's post-login routing (product section 4) must send a persona after POST /token. */
export type LandingRoute =
  | '/home'
  | '/group-selection'
  | '/update-email'
  | '/registration-policies'
  | '/new-id'
  | '/account/settings/change-password'
  /** A form post to the external single sign-on address (sso/sp-salesforce). */
  | 'external-sso'
  /** The login fails: the login page shows the error. */
  | '/login';

/** One period of coverage of one member in one category of a group, in the plan named by classPlanId. */
export interface CoveragePeriod {
  readonly memberKey: string;
  readonly category: ProductCategory;
  readonly classPlanId: string;
  readonly effectiveDate: string;
  /** Null when the coverage has no end (a plan cancellation sets it). */
  terminationDate: string | null;
  /** Where the eligibility comes from (ENROLLMENT, COBRA, MEDICARE ...). */
  readonly source: string;
}

export interface GroupFixture {
  readonly groupId: string;
  readonly groupName: string;
  readonly groupKey: string;
  readonly parentGroupId: string | null;
  readonly parentGroupName: string | null;
  /** GROUP for employer plans, INDIVIDUAL for plans bought directly (these have plan management). */
  readonly groupType: 'GROUP' | 'INDIVIDUAL';
  readonly effectiveDate: string;
  readonly terminationDate: string | null;
  /** Members of this group are handed to the external customer-relationship system after login. */
  readonly externalHandoff: boolean;
  readonly coverage: CoveragePeriod[];
  readonly chatConfig: ChatConfig;
  /** The outline of coverage document, when the plan has one. */
  readonly outlineOfCoverageUrl: string | null;
}

export interface HouseholdMember {
  readonly memberKey: string;
  /** 0 marks the subscriber. */
  readonly suffix: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly relationship: 'SUB' | 'SPO' | 'DEP';
  readonly dateOfBirth: string;
  readonly sex: 'F' | 'M';
  readonly hasOutOfAreaPlan: boolean;
  readonly hasOtherMedical: boolean;
  readonly hasOtherDental: boolean;
  preferences: Preferences;
  registrationPolicy: RegistrationPolicy;
}

/** What a member has used so far this plan year, in dollars. Amounts not given count as 0. */
export interface MemberUsage {
  readonly memberKey: string;
  readonly medicalDeductibleMet?: number;
  readonly medicalOutOfPocketMet?: number;
  readonly outOfNetworkDeductibleMet?: number;
  readonly dentalDeductibleMet?: number;
  readonly dentalAnnualMet?: number;
  readonly orthodontiaMet?: number;
}

/** A limit the gateway sends as it is (incomplete ones included), placed at `position` in the list. */
export interface ExtraLimit {
  /** The member it belongs to; null for a family limit. */
  readonly memberKey: string | null;
  readonly position: number;
  readonly limit: BenefitLimit;
}

/** A primary care provider chosen for a member from beginDate (YYYY-MM-DD) to endDate (null: no end). */
export interface PcpSelection {
  readonly memberKey: string;
  readonly providerId: string;
  readonly beginDate: string;
  readonly endDate: string | null;
  readonly terminationReason: string | null;
}

export interface Household {
  readonly id: string;
  readonly domainId: DomainId;
  readonly subscriberId: string;
  readonly subscriberKey: string;
  readonly hireDate: string | null;
  readonly employee: EmployeeInfo;
  readonly address: Address;
  readonly members: HouseholdMember[];
  readonly groups: GroupFixture[];
  readonly usage: readonly MemberUsage[];
  readonly extraLimits: readonly ExtraLimit[];
  pcp: {
    readonly eligible: boolean;
    /** Member keys that may select a primary care provider. */
    readonly eligibleMembers: readonly string[];
    selections: PcpSelection[];
  };
  /** City-employer preventive care due date: a date, null when unknown, undefined when not a city-employer plan. */
  readonly preventiveCareDueDate?: string | null;
  readonly programs: readonly ContentProgram[];
  readonly referrals: readonly Referral[];
  ebill: { readonly hasEbill: boolean; registered: boolean; readonly showAlert: boolean };
  planManagement: PlanManagementDetails;
  readonly medicare: { readonly eligible: boolean; readonly materials: readonly MedicareMaterial[] };
  /** Each claim as its detail answers it; the list answers the fields of a `Claim` only (`claimSummary`). */
  readonly claims: readonly HouseholdClaim[];
  readonly eobs: readonly EobDetail[];
  readonly careReminders: readonly CareReminder[];
  readonly priorAuthorizations: readonly PriorAuthorization[];
}

/** A claim of a household: the list's fields, plus the service lines and status history of its detail. */
export type HouseholdClaim = Claim & Required<Pick<ClaimDetail, 'lines' | 'statusHistory'>>;

interface PersonaBase {
  /** Short, lowercase, memorable; every persona signs in with the demo password. */
  readonly username: string;
  /** Who this is, for the persona list: "Jordan Rivera, family subscriber". */
  readonly label: string;
  readonly domainId: DomainId;
  /** One sentence: what signing in as this persona shows. */
  readonly demonstrates: string;
  /** Where the portal's post-login routing must land this persona. */
  readonly landsOn: LandingRoute;
}

/** An online account that signs in as one member of a household. */
export interface MemberPersona extends PersonaBase {
  readonly kind: 'member';
  readonly householdId: string;
  readonly memberKey: string;
  /** "new-id" for holders of a new-id single sign-on token, "member" otherwise. */
  readonly role: 'member' | 'new-id';
  readonly accountStatus: AccountStatusCode;
  /** The account's user key (GET /token/userkey). */
  readonly userKey: string;
  /** The group the member works in until one is chosen (the first group when absent). */
  readonly primaryGroupId?: string;
}

/** An account whose logins fail: the countdown of attempts, or locked. */
export interface LoginFailurePersona extends PersonaBase {
  readonly kind: 'login-failure';
  readonly failure: 'attempts-remaining' | 'locked';
  readonly landsOn: '/login';
}

export type Persona = MemberPersona | LoginFailurePersona;

/** What the login page (mock mode) and docs/personas.md show about a persona. */
export interface PersonaCatalogueEntry {
  readonly username: string;
  readonly label: string;
  readonly domainId: DomainId;
  readonly demonstrates: string;
  readonly landsOn: LandingRoute;
}
