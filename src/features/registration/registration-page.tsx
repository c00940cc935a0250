/** Pages of this area; their content is built by the area's own work, the routes and guards are final. */

export function RegistrationPage() {
  return <h1>Create an account</h1>;
}
