/** Pages of this area; their content is built by the area's own work, the routes and guards are final. */

export function ClaimsPage() {
  return <h1>Claims</h1>;
}

export function EobsPage() {
  return <h1>Explanations of benefits</h1>;
}

export function PharmacyBenefitsPage() {
  return <h1>Pharmacy benefits</h1>;
}
