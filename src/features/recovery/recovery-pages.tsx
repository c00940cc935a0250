/** Pages of this area; their content is built by the area's own work, the routes and guards are final. */

export function RecoverUsernamePage() {
  return <h1>Forgot username</h1>;
}

export function RecoverPasswordPage() {
  return <h1>Forgot password</h1>;
}
