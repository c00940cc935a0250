import { cityHousehold, cityPersonas, cityUnknownHousehold } from './city';
import { haddadHousehold, haddadPersonas } from './haddad';
import { handoffHousehold, handoffPersonas } from './handoff';
import { harborPolicyHousehold, harborPolicyPersonas } from './harbor-policy';
import { local598Household, local598Personas } from './local598';
import { loginFailurePersonas } from './login-failures';
import { medicareHousehold, medicarePersonas } from './medicare';
import { multigroupHousehold, multigroupPersonas } from './multigroup';
import { newidHarborHousehold, newidPersonas, newidSummitHousehold } from './newid';
import { newpassHousehold, newpassPersonas } from './newpass';
import { noemailHousehold, noemailPersonas } from './noemail';
import {
  cancelledDentalHousehold,
  cancelledMedicalHousehold,
  planManagementPersonas,
  renewalHousehold,
} from './plan-management';
import { reducedMenuHousehold, reducedMenuPersonas } from './reduced-menu';
import { riveraHousehold, riveraPersonas } from './rivera';
import { specialGroupHousehold, specialGroupPersonas } from './special-group';
import { summitHousehold, summitPersonas } from './summit';
import { termedHousehold, termedPersonas } from './termed';
import type { Household, MemberPersona, Persona, PersonaCatalogueEntry } from './types';

export { DEMO_PASSWORD } from './build';
export type * from './types';

/**
 * The demo personas of the mock gateway: one per member story of the product. Sign in with the username and
 * the demo password (DEMO_PASSWORD, "Portal#2026") on the persona's brand.
 */
export const personas: readonly Persona[] = [
  ...riveraPersonas,
  ...termedPersonas,
  ...multigroupPersonas,
  ...noemailPersonas,
  ...newpassPersonas,
  ...handoffPersonas,
  ...harborPolicyPersonas,
  ...summitPersonas,
  ...reducedMenuPersonas,
  ...newidPersonas,
  ...local598Personas,
  ...specialGroupPersonas,
  ...medicarePersonas,
  ...cityPersonas,
  ...haddadPersonas,
  ...planManagementPersonas,
  ...loginFailurePersonas,
];

/** The households behind the member personas, keyed by id. Fixtures: the mock's state works on copies. */
export const households: Readonly<Record<string, Household>> = Object.fromEntries(
  [
    riveraHousehold,
    termedHousehold,
    multigroupHousehold,
    noemailHousehold,
    newpassHousehold,
    handoffHousehold,
    harborPolicyHousehold,
    summitHousehold,
    reducedMenuHousehold,
    newidHarborHousehold,
    newidSummitHousehold,
    local598Household,
    specialGroupHousehold,
    medicareHousehold,
    cityHousehold,
    cityUnknownHousehold,
    haddadHousehold,
    renewalHousehold,
    cancelledMedicalHousehold,
    cancelledDentalHousehold,
  ].map((entry) => [entry.id, entry]),
);

export const memberPersonas: readonly MemberPersona[] = personas.filter(
  (persona): persona is MemberPersona => persona.kind === 'member',
);

/** What the login page lists in mock mode (and docs/personas.md shows): who to sign in as, and why. */
export const personaCatalogue: readonly PersonaCatalogueEntry[] = personas.map(
  ({ username, label, domainId, demonstrates, landsOn }) => ({ username, label, domainId, demonstrates, landsOn }),
);

export function findPersona(username: string): Persona | undefined {
  const wanted = username.trim().toLowerCase();
  return personas.find((persona) => persona.username === wanted);
}

const brandNames: Record<number, string> = { 1: '1 (Cascade)', 2: '2 (Summit)', 5: '5 (Harbor)' };

/** The persona table of docs/personas.md (a test keeps the document in step with the catalogue). */
export function personaTableMarkdown(): string {
  const escape = (text: string) => text.replace(/\|/g, '\\|');
  const rows = personaCatalogue.map(
    (persona) =>
      `| \`${persona.username}\` | ${brandNames[persona.domainId]} | ${escape(persona.label)} | ${escape(persona.demonstrates)} | \`${persona.landsOn}\` |`,
  );
  return ['| username | brand | who | what it demonstrates | login lands on |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}
