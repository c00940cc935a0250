export function SsoLandingPage() {
  return <h1>Signing you in</h1>;
}
