export function UpdateEmailPage() {
  return <h1>Update email</h1>;
}
