import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

import { BRANDS, DOMAIN_IDS, type DomainId } from '../../config/brands';
import { useBrand } from '../../config/use-brand';
import { loadDemoPersonas } from '../mock-gateway-loader';

interface CatalogueEntry {
  readonly username: string;
  readonly label: string;
  readonly domainId: DomainId;
  readonly demonstrates: string;
  readonly landsOn: string;
}

/**
 * Mock mode only: the demo personas beside the login form, so developers and testers know whom to sign in as
 * and what each one shows. The catalogue is downloaded only in mock mode, and only the demo build has it.
 */
export function DemoPersonas() {
  const brand = useBrand();
  const [catalogue, setCatalogue] = useState<{ entries: readonly CatalogueEntry[]; password: string } | null>(null);

  useEffect(() => {
    let active = true;
    void loadDemoPersonas?.().then((module) => {
      if (active) setCatalogue({ entries: module.personaCatalogue, password: module.DEMO_PASSWORD });
    });
    return () => {
      active = false;
    };
  }, []);

  if (!catalogue) return null;
  const entries = catalogue.entries.filter((entry) => entry.domainId === brand.domainId);

  // In English only (lang="en"): a tool for the people who try the portal on its mock gateway, not a text for members.
  return (
    <section className="demo-personas" aria-labelledby="demo-personas-title" lang="en">
      <h2 id="demo-personas-title">Demo personas ({brand.name})</h2>
      <p>
        This portal runs on the mock gateway. Sign in as any persona below with the password{' '}
        <code>{catalogue.password}</code>.
      </p>
      <p>
        Other brands:{' '}
        {DOMAIN_IDS.filter((id) => id !== brand.domainId).map((id, index) => (
          <span key={id}>
            {index > 0 && ', '}
            <a href={`/login?brand=${id}`}>{BRANDS[id].name} (brand {id})</a>
          </span>
        ))}
      </p>
      <table className="demo-personas__table">
        <caption className="visually-hidden">Demo personas of this brand</caption>
        <thead>
          <tr>
            <th scope="col">Username</th>
            <th scope="col">Shows</th>
            <th scope="col">Lands on</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.username}>
              <th scope="row">
                <code>{entry.username}</code>
              </th>
              <td>{entry.demonstrates}</td>
              <td>{entry.landsOn.startsWith('/') ? <Link to={entry.landsOn}>{entry.landsOn}</Link> : entry.landsOn}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
