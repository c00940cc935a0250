export function LoginPage() {
  return <h1>Log in</h1>;
}
