/** Pages of this area; their content is built by the area's own work, the routes and guards are final. */

export function IdCardPage() {
  return <h1>ID cards</h1>;
}
