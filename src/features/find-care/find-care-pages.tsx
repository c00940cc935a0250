/** Pages of this area; their content is built by the area's own work, the routes and guards are final. */

export function FindCarePage() {
  return <h1>Find care</h1>;
}

export function FindCareResourcesPage() {
  return <h1>Resources</h1>;
}

export function PrimaryCarePage() {
  return <h1>Primary care</h1>;
}

export function PrimaryCareMemberPage() {
  return <h1>Select primary care</h1>;
}

export function PrimaryCareSearchPage() {
  return <h1>Search for a primary care provider</h1>;
}

export function FindADentistPage() {
  return <h1>Find a dentist</h1>;
}
