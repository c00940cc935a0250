export function RegistrationPoliciesPage() {
  return <h1>Welcome to your dental Member Dashboard</h1>;
}
