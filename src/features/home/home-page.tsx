/** Pages of this area; their content is built by the area's own work, the routes and guards are final. */

export function HomePage() {
  return <h1>Home</h1>;
}
