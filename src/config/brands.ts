/**
 * Brand behaviour as data. Three brands share the portal, each identified by a domain id (product section 1):
 * 1 is the default brand, 2 the second brand and 5 the third brand. Features ask the brand what to do
 * (`brand.logout`, `brand.features.ebill` ...) and never compare domain ids themselves.
 *
 * Each brand is the default configuration with its own differences spread over it.
 */

export type DomainId = 1 | 2 | 5;
export const DOMAIN_IDS: readonly DomainId[] = [1, 2, 5];

export type BenefitsMenuVariant =
  /** Benefits summary, Programs, Referrals (if any), Handbooks, Medicare Materials (if any). Brand 2, and group 10004760. */
  | 'reduced'
  /** Eligible categories plus Medicare materials; no Programs, no Handbooks. Brand 5. */
  | 'categories-and-medicare'
  /** Eligible categories, Programs, Referrals (if any), Handbooks or Certificate of Coverage, Medicare (if eligible). */
  | 'default';

export interface BrandConfig {
  domainId: DomainId;
  /** The brand's name as members know it. */
  name: string;
  /** The brand's plan name in page titles and the footer. */
  shortName: string;
  /** What /logout does: show the logged-out page, or reload to the login path. */
  logout: 'logged-out-page' | 'reload-to-login';
  /** What a 401 from the gateway does: the 401 error page (with this brand's links), or go to /login. */
  unauthorized: 'error-page' | 'login';
  /** Post-login routing (product section 4). */
  login: {
    /** A new-id token goes to /new-id. */
    newIdGoesToNewIdPage: boolean;
    /** Routing checks the digital communications policy (brand 5) instead of the group, e-mail and hand-off steps. */
    policyStep: boolean;
    /** The login page shows the create-account and contact links. */
    showCreateAccountLink: boolean;
    showContactLink: boolean;
  };
  /** The signed-out utility menu shows Contact us. */
  signedOutContactUs: boolean;
  benefitsMenu: BenefitsMenuVariant;
  /** Which dependents keep the Settings item of the account menu (adult dependents never do). */
  dependentSettings: 'minor-dependents' | 'no-dependents';
  features: {
    /** eBill can be offered at all (still needs hasEbill and a member who is not termed). */
    ebill: boolean;
    /** Shortcut programs (online bill pay, outline of coverage) on the dashboard. */
    shortcutPrograms: boolean;
    /** The featured dental limit tile on the dashboard. */
    featuredLimitTile: boolean;
  };
  /** The error page for 401 has this brand's own links. */
  errorPage401Links: 'partner' | 'standard';
  /** The brand's own dashboard path, also cleared of token cookies at logout (product section 9). */
  dashboardPath: string;
  /**
   * Customer service contacts shown by the error pages, the footer and the contact page. The brand's contact page
   * (its variant, lines, hours and e-mail addresses, also named by the Help center) is in
   * src/config/contacts.ts.
   */
  contact: {
    /** As members read it (formatPhone, src/shared/lib/phone.ts, leaves it as written): '1-888-555-0100'. */
    customerServicePhone: string;
    /**
     * The tel: address that dials it, as phoneHref (src/shared/lib/phone.ts) makes it: written out here for the
     * pages that load before or without the rest (the footer and the sign-in page, part of the first load; the error
     * pages), which link the number without the phone module. brands.test.ts holds both forms to what the phone
     * module makes.
     */
    customerServiceTel: string;
    customerServiceEmail: string;
  };
  /**
   * The brand's look. Its colours are CSS custom properties in src/shared/styles/brands/brand-{domainId}.css,
   * applied through the `data-brand` attribute the shell sets on the document element.
   */
  look: BrandLook;
}

export interface BrandLook {
  /** The brand's wordmark, served from public/brands/. */
  logoSrc: string;
  /** The wordmark's intrinsic size in CSS pixels, so the header keeps its space while the image loads. */
  logoWidth: number;
  logoHeight: number;
  /** The footer's colour mode. */
  footer: 'light' | 'dark';
}

const defaultBrand: BrandConfig = {
  domainId: 1,
  name: 'Cascade Health Plan',
  shortName: 'Cascade',
  logout: 'reload-to-login',
  unauthorized: 'login',
  login: {
    newIdGoesToNewIdPage: false,
    policyStep: false,
    showCreateAccountLink: true,
    showContactLink: true,
  },
  signedOutContactUs: true,
  benefitsMenu: 'default',
  dependentSettings: 'minor-dependents',
  features: {
    ebill: true,
    shortcutPrograms: true,
    featuredLimitTile: false,
  },
  errorPage401Links: 'standard',
  dashboardPath: '/member/dashboard',
  contact: {
    customerServicePhone: '1-888-555-0100',
    customerServiceTel: 'tel:+18885550100',
    customerServiceEmail: 'memberservices@cascade-health.example',
  },
  look: {
    logoSrc: '/brands/cascade-health-plan.svg',
    logoWidth: 220,
    logoHeight: 48,
    footer: 'light',
  },
};

export const BRANDS: Record<DomainId, BrandConfig> = {
  1: defaultBrand,
  2: {
    ...defaultBrand,
    domainId: 2,
    name: 'Summit Dental and Health',
    shortName: 'Summit',
    login: { ...defaultBrand.login, newIdGoesToNewIdPage: true },
    benefitsMenu: 'reduced',
    dashboardPath: '/summit/dashboard',
    contact: {
      customerServicePhone: '1-888-555-0200',
      customerServiceTel: 'tel:+18885550200',
      customerServiceEmail: 'help@summit-dental.example',
    },
    look: {
      logoSrc: '/brands/summit-dental-and-health.svg',
      logoWidth: 252,
      logoHeight: 48,
      footer: 'light',
    },
  },
  5: {
    ...defaultBrand,
    domainId: 5,
    name: 'Harbor Dental',
    shortName: 'Harbor',
    logout: 'logged-out-page',
    unauthorized: 'error-page',
    login: {
      newIdGoesToNewIdPage: true,
      policyStep: true,
      showCreateAccountLink: false,
      showContactLink: false,
    },
    signedOutContactUs: false,
    benefitsMenu: 'categories-and-medicare',
    dependentSettings: 'no-dependents',
    features: {
      ebill: false,
      shortcutPrograms: false,
      featuredLimitTile: true,
    },
    errorPage401Links: 'partner',
    dashboardPath: '/harbor/dashboard',
    contact: {
      customerServicePhone: '1-888-555-0500',
      customerServiceTel: 'tel:+18885550500',
      customerServiceEmail: 'dental@harbor-dental.example',
    },
    look: {
      logoSrc: '/brands/harbor-dental.svg',
      logoWidth: 180,
      logoHeight: 48,
      footer: 'dark',
    },
  },
};

export function brandFor(domainId: DomainId): BrandConfig {
  return BRANDS[domainId];
}
