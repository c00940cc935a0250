import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { setupMockGateway } from '../../../mocks/node';
import { englishLeftOn, showSpanish } from '../../test/i18n';
import { renderPage } from '../../test/render-page';
import { signInAs } from '../../test/sign-in';

import { DENTIST_DIRECTORY_URL, MEDICARE_DENTIST_DIRECTORY_URL } from '../../domain/find-care/dentist-directory';

 
setupMockGateway();

/** The pages wait for the account and the family; the machine may be busy. */
const LOADED = { timeout: 10_000 };

describe('Find care', () => {
  it('lists the ways to find care, primary care included when the menu offers it', { timeout: 30_000 }, async () => {
    await signInAs('rivera');
    renderPage('/find-care');

    expect(await screen.findByRole('heading', { level: 1, name: 'Find care' })).toBeVisible();
    const main = screen.getByRole('main');
    await within(main).findByRole('link', { name: 'Primary care' }, LOADED);
    const ways = within(main).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(ways).toEqual(['Primary care', 'Find a dentist', 'Dental care while traveling', 'Resources']);
    expect(within(main).getByText("See each family member's primary care provider. Sam Rivera has not chosen one yet.")).toBeVisible();
    expect(within(main).getByRole('link', { name: 'Primary care' })).toHaveAttribute('href', '/find-care/primary-care');
    expect(within(main).getByRole('link', { name: 'Dental care while traveling' })).toHaveAttribute('href', '/passport-dental');
    expect(within(main).getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/find-care/resources');
    expect(within(main).getByRole('link', { name: 'Find a dentist' })).toHaveAttribute('href', '/find-care/find-a-dentist');
  });

  it('leaves primary care out for a member the menu does not offer it to', { timeout: 30_000 }, async () => {
    await signInAs('medicare');
    renderPage('/find-care');

    const main = await screen.findByRole('main');
    await within(main).findByRole('link', { name: 'Find a dentist' }, LOADED);
    expect(within(main).queryByRole('link', { name: 'Primary care' })).not.toBeInTheDocument();
  });
});

describe('Resources', () => {
  it("lists the plan's programs by category with their phone numbers, links and documents", { timeout: 30_000 }, async () => {
    await signInAs('rivera');
    renderPage('/find-care/resources');

    expect(await screen.findByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    const nurseLine = (await screen.findByRole('heading', { level: 3, name: '24/7 nurse line' }, LOADED)).closest('li')!;
    expect(within(nurseLine).getByText('Free advice from a nurse, any time.')).toBeVisible();
    expect(within(nurseLine).getByRole('link', { name: '1-888-555-0111' })).toHaveAttribute('href', 'tel:+18885550111');
    expect(within(nurseLine).getByRole('link', { name: /^Nurse line wallet card \(PDF\)/ })).toHaveAttribute(
      'href',
      'https://documents.plan.example/programs/nurse-line-card.pdf',
    );
    expect(within(nurseLine).getByRole('link', { name: 'Learn more about 24/7 nurse line' })).toHaveAttribute('href', '/benefits/programs/12');

    const pharmacy = screen.getByRole('heading', { level: 3, name: 'Pharmacy benefit manager' }).closest('li')!;
    const external = within(pharmacy).getByRole('link', { name: 'Learn more about Pharmacy benefit manager (opens in a new tab)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Medical', 'Dental', 'Pharmacy']);
    // A program the member is not enrolled in is not offered.
    expect(screen.queryByRole('heading', { name: 'Weight management' })).not.toBeInTheDocument();
  });
});

describe('Find a dentist', () => {
  it('links to the in-network directory and the travel dental page', { timeout: 30_000 }, async () => {
    await signInAs('rivera');
    renderPage('/find-care/find-a-dentist');

    const directory = await screen.findByRole('link', { name: /^Find in-network dentist/ }, LOADED);
    expect(directory).toHaveAttribute('href', DENTIST_DIRECTORY_URL);
    expect(directory).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Travel dental care' })).toHaveAttribute('href', '/passport-dental');
  });

  it('links Medicare members (parent group 100000075) to the Medicare directory', { timeout: 30_000 }, async () => {
    await signInAs('medicare');
    renderPage('/find-care/find-a-dentist');

    expect(await screen.findByRole('link', { name: /^Find in-network dentist/ }, LOADED)).toHaveAttribute('href', MEDICARE_DENTIST_DIRECTORY_URL);
  });
});

/**
 * The gateway's program names that are also messages of the portal's menus: the resources page shows them as the
 * gateway sends them (they are not the portal's words), so they are not English left on a Spanish page.
 */
const GATEWAY_PROGRAM_NAMES = ['Find a dentist', 'Pharmacy benefit manager'];

describe('Find care in Spanish', () => {
  it('lists the ways to find care in Spanish, naming who has not chosen a provider', { timeout: 30_000 }, async () => {
    await signInAs('rivera');
    await showSpanish('find-care');
    const { container } = renderPage('/find-care');

    expect(await screen.findByRole('heading', { level: 1, name: 'Buscar atención' }, LOADED)).toBeVisible();
    const main = screen.getByRole('main');
    await within(main).findByRole('link', { name: 'Atención primaria' }, LOADED);
    expect(within(main).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Atención primaria',
      'Buscar un dentista',
      'Atención dental durante sus viajes',
      'Recursos',
    ]);
    expect(
      within(main).getByText('Vea el proveedor de atención primaria de cada miembro de la familia. Sam Rivera aún no ha elegido uno.'),
    ).toBeVisible();
    expect(await englishLeftOn(container)).toEqual([]);
  });

  it("lists the plan's resources under the portal's category names in Spanish", { timeout: 30_000 }, async () => {
    await signInAs('rivera');
    await showSpanish('find-care');
    const { container } = renderPage('/find-care/resources');

    expect(await screen.findByRole('heading', { level: 1, name: 'Recursos' }, LOADED)).toBeVisible();
    const nurseLine = (await screen.findByRole('heading', { level: 3, name: '24/7 nurse line' }, LOADED)).closest('li')!;
    // The program's own words stay as the gateway sends them.
    expect(within(nurseLine).getByText('Free advice from a nurse, any time.')).toBeVisible();
    expect(within(nurseLine).getByRole('link', { name: 'Más información sobre 24/7 nurse line' })).toHaveAttribute('href', '/benefits/programs/12');
    expect(within(nurseLine).getByRole('list', { name: 'Recursos de 24/7 nurse line' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Médico', 'Dental', 'Farmacia']);
    expect(await englishLeftOn(container, { ignore: GATEWAY_PROGRAM_NAMES })).toEqual([]);
  });

  it('offers the dentist directory and travel dental care in Spanish', { timeout: 30_000 }, async () => {
    await signInAs('rivera');
    await showSpanish('find-care');
    const { container } = renderPage('/find-care/find-a-dentist');

    expect(await screen.findByRole('heading', { level: 1, name: 'Buscar un dentista' }, LOADED)).toBeVisible();
    expect(await screen.findByRole('link', { name: /^Buscar un dentista dentro de la red/ }, LOADED)).toHaveAttribute('href', DENTIST_DIRECTORY_URL);
    expect(screen.getByRole('link', { name: 'Atención dental en viajes' })).toHaveAttribute('href', '/passport-dental');
    expect(await englishLeftOn(container)).toEqual([]);
  });
});
