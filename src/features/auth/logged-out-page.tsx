import { useBrand } from '../../config/use-brand';
import { useRuntimeConfig } from '../../config/runtime-config-context';

/** Brand 5's page after logout (spec section 2, Logout page). */
export function LoggedOutPage() {
  const { partnerDashboardUrl } = useRuntimeConfig();
  const brand = useBrand();
  return (
    <section className="logged-out" aria-labelledby="logged-out-title">
      <h1 id="logged-out-title">Logged out successfully</h1>
      <p>Thank you for visiting your {brand.name} Member Dashboard. You can close this window.</p>
      <ul className="logged-out__links">
        <li>
          <a href={partnerDashboardUrl}>Return to the partner dashboard</a>
        </li>
        <li>
          <a href={`tel:${brand.contact.customerServicePhone}`}>Contact customer service (dental)</a>
        </li>
        <li>
          <a href={`mailto:${brand.contact.customerServiceEmail}`}>Contact the health plan</a>
        </li>
      </ul>
    </section>
  );
}
