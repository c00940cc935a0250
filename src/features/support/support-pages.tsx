/** Pages of this area; their content is built by the area's own work, the routes and guards are final. */

export function CustomerServicePage() {
  return <h1>Customer service</h1>;
}

export function ContactUsPage() {
  return <h1>Contact us</h1>;
}
