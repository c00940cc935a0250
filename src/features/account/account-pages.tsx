/** Pages of this area; their content is built by the area's own work, the routes and guards are final. */

export function AccountPage() {
  return <h1>Account</h1>;
}

export function AccountSummaryPage() {
  return <h1>Account summary</h1>;
}

export function MemberInformationPage() {
  return <h1>Member information</h1>;
}

export function SettingsPage() {
  return <h1>Settings</h1>;
}

export function PlanBenefitsPage() {
  return <h1>Member plan benefits</h1>;
}

export function EbillPage() {
  return <h1>eBill</h1>;
}

export function SupportPage() {
  return <h1>Help center</h1>;
}
