export function GroupSelectionPage() {
  return <h1>Access your Member Dashboard: Select plan</h1>;
}
