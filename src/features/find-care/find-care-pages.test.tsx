import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { setupMockGateway } from '../../../mocks/node';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';

import { DENTIST_DIRECTORY_URL, MEDICARE_DENTIST_DIRECTORY_URL } from '../../shared/domain/dentist-directory';

 
setupMockGateway();

/** The pages wait for the account and the family; the machine may be busy. */
const LOADED = { timeout: 10_000 };

describe('Find care', () => {
  it('lists the ways to find care, primary care included when the menu offers it', { timeout: 30_000 }, async () => {
    await signInAs('rivera');
    renderApp('/find-care');

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
    renderApp('/find-care');

    const main = await screen.findByRole('main');
    await within(main).findByRole('link', { name: 'Find a dentist' }, LOADED);
    expect(within(main).queryByRole('link', { name: 'Primary care' })).not.toBeInTheDocument();
  });
});

describe('Resources', () => {
  it("lists the plan's programs by category with their phone numbers, links and documents", { timeout: 30_000 }, async () => {
    await signInAs('rivera');
    renderApp('/find-care/resources');

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
    renderApp('/find-care/find-a-dentist');

    const directory = await screen.findByRole('link', { name: /^Find in-network dentist/ }, LOADED);
    expect(directory).toHaveAttribute('href', DENTIST_DIRECTORY_URL);
    expect(directory).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Travel dental care' })).toHaveAttribute('href', '/passport-dental');
  });

  it('links Medicare members (parent group 100000075) to the Medicare directory', { timeout: 30_000 }, async () => {
    await signInAs('medicare');
    renderApp('/find-care/find-a-dentist');

    expect(await screen.findByRole('link', { name: /^Find in-network dentist/ }, LOADED)).toHaveAttribute('href', MEDICARE_DENTIST_DIRECTORY_URL);
  });
});
