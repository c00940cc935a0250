/** Pages of this area; their content is built by the area's own work, the routes and guards are final. */

export function BenefitsPage() {
  return <h1>Benefits</h1>;
}

export function BenefitsCategoryPage() {
  return <h1>Benefits</h1>;
}

export function ProgramsPage() {
  return <h1>Programs</h1>;
}

export function ProgramPage() {
  return <h1>Program</h1>;
}

export function ReferralsPage() {
  return <h1>Referrals</h1>;
}

export function BenefitsSummaryPage() {
  return <h1>Benefits summary</h1>;
}

export function MemberHandbooksPage() {
  return <h1>Member Handbooks</h1>;
}

export function CertificateOfCoveragePage() {
  return <h1>Certificate of Coverage</h1>;
}

export function MedicareMaterialsPage() {
  return <h1>Medicare Materials</h1>;
}

export function PriorAuthorizationPage() {
  return <h1>Prior Authorization</h1>;
}

export function BenefitHistoryPage() {
  return <h1>Benefit history</h1>;
}

export function DentalServicePage() {
  return <h1>Dental service</h1>;
}

export function DentalServiceDetailPage() {
  return <h1>Dental service detail</h1>;
}

export function ResourceDownloadPage() {
  return <h1>Downloading resource...</h1>;
}

export function TravelDentalPage() {
  return <h1>Dental care while travelling</h1>;
}
