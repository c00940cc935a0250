import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { englishLeftOn, showSpanish } from '../../test/i18n';

import { openAs } from './account-test-helpers';
import { setupPortalTestFile } from '../../test/portal-test-file';
import { SUBSCRIBER_ACCOUNT_PAGES } from '../../test/account-pages';

setupPortalTestFile();

const region = (name: string) => screen.getByRole('region', { name });
const main = () => within(screen.getByRole('main'));

function rowTexts(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('the account landing page', { timeout: 30_000 }, () => {
  it('links to each account page as a card, Settings and eBill included for the subscriber', async () => {
    await openAs('rivera', '/account', 'Account');
    await main().findByRole('link', { name: 'Summary' });
    const cards = main().getAllByRole('heading', { level: 2 });
    expect(cards.map((heading) => heading.textContent)).toEqual(SUBSCRIBER_ACCOUNT_PAGES);
    expect(main().getByRole('link', { name: 'Member plan benefits' })).toHaveAttribute('href', '/account/plan-benefits');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('has no Settings card for an adult dependent', async () => {
    await openAs('alexrivera', '/account', 'Account');
    await main().findByRole('link', { name: 'Summary' });
    expect(main().queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(main().getByRole('link', { name: 'eBill' })).toBeInTheDocument();
  });

  it('has no eBill card for a member without eBill', async () => {
    await openAs('summit', '/account', 'Account', 2);
    await main().findByRole('link', { name: 'Summary' });
    expect(main().queryByRole('link', { name: 'eBill' })).not.toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Settings' })).toBeInTheDocument();
  });
});

describe('the account summary', { timeout: 30_000 }, () => {
  it('shows the subscriber everything: subscriber, group, coverage, address and the whole family', async () => {
    await openAs('rivera', '/account/summary', 'Account summary');
    const subscriber = await screen.findByRole('region', { name: 'Subscriber' });
    expect(within(subscriber).getByText('Jordan Rivera')).toBeInTheDocument();
    expect(within(subscriber).getByText('Subscriber ID')).toBeInTheDocument();
    expect(within(subscriber).getByText('900123456')).toBeInTheDocument();

    const group = region('Group');
    expect(within(group).getByText('10001234')).toBeInTheDocument();
    expect(within(group).getByText('Cascade Timber Cooperative')).toBeInTheDocument();
    expect(within(group).getByText('Cascade Employers Trust (100000010)')).toBeInTheDocument();

    const coverage = within(region('Your coverage')).getByRole('table', { name: 'Coverage for Jordan Rivera' });
    expect(rowTexts(coverage)).toEqual([
      ['Medical', '✓Active', 'Active since January 1, 2024', 'PPO'],
      // The current dental plan (PPO 1500) started on January 1, 2025, as Select group and the dental history say.
      ['Dental', '✓Active', 'Active since January 1, 2025', 'Dental PPO'],
      ['Vision', '✓Active', 'Active since January 1, 2024', 'Vision'],
      ['Pharmacy', '✓Active', 'Active since January 1, 2024', 'Pharmacy'],
    ]);

    const address = region('Address on file');
    expect(within(address).getByText('1420 NW Lovejoy St')).toBeInTheDocument();
    expect(within(address).getByText('Portland, OR 97209')).toBeInTheDocument();
    expect(within(address).getByRole('link', { name: '(503) 555-0142' })).toHaveAttribute('href', 'tel:+15035550142');

    const family = within(region('Members on your plan')).getByRole('table');
    expect(rowTexts(family)).toEqual([
      ['Jordan Rivera (You)', 'Subscriber', 'February 11, 1984'],
      ['Alex Rivera', 'Spouse', 'April 19, 1986'],
      ['Sam Rivera', 'Dependent', 'August 14, 2015'],
    ]);
  });

  it('shows a dependent only himself, without the subscriber name', async () => {
    await openAs('alexrivera', '/account/summary', 'Account summary');
    const subscriber = await screen.findByRole('region', { name: 'Subscriber' });
    expect(within(subscriber).queryByText('Jordan Rivera')).not.toBeInTheDocument();
    expect(within(subscriber).getByText('900123456')).toBeInTheDocument();
    expect(within(region('Your coverage')).getByRole('table', { name: 'Coverage for Alex Rivera' })).toBeInTheDocument();
    const family = within(region('Your membership')).getByRole('table');
    expect(rowTexts(family)).toEqual([['Alex Rivera', 'Spouse', 'April 19, 1986']]);
    expect(screen.queryByText('Sam Rivera')).not.toBeInTheDocument();
  });

  it('shows members flagged local 598 their employee id', async () => {
    await openAs('local598', '/account/summary', 'Account summary');
    const subscriber = await screen.findByRole('region', { name: 'Subscriber' });
    expect(within(subscriber).getByText('Employee ID')).toBeInTheDocument();
    expect(within(subscriber).getByText('598-044172')).toBeInTheDocument();
  });
});

describe('member information', { timeout: 30_000 }, () => {
  it('shows the subscriber every member with details and other coverage in plain words', async () => {
    await openAs('rivera', '/account/member-information', 'Member information');
    const jordan = await screen.findByRole('region', { name: 'Jordan Rivera (You)' });
    expect(within(jordan).getByText('February 11, 1984')).toBeInTheDocument();
    expect(within(jordan).getByText('Female')).toBeInTheDocument();
    expect(within(jordan).getByText('Subscriber')).toBeInTheDocument();
    expect(within(jordan).getByText('Delta Dental PPO')).toBeInTheDocument();
    expect(within(jordan).getByText('No other medical plan on file')).toBeInTheDocument();
    expect(within(jordan).getByText('No other dental plan on file')).toBeInTheDocument();
    expect(within(jordan).getByText('Not enrolled in an out-of-area plan')).toBeInTheDocument();
    expect(within(region('Alex Rivera')).getByText('Spouse')).toBeInTheDocument();
    expect(within(region('Sam Rivera')).getByText('August 14, 2015')).toBeInTheDocument();
  });

  it('shows a dependent only himself', async () => {
    await openAs('alexrivera', '/account/member-information', 'Member information');
    expect(await screen.findByRole('region', { name: 'Alex Rivera (You)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Jordan Rivera/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Sam Rivera/ })).not.toBeInTheDocument();
  });
});

describe('the account overview pages in Spanish', { timeout: 30_000 }, () => {
  it('the landing page reads in Spanish, with no English message left', async () => {
    await showSpanish('account');
    const { container } = await openAs('rivera', '/account', 'Cuenta');
    await main().findByRole('link', { name: 'Resumen' });
    expect(main().getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Resumen',
      'Información del miembro',
      'Configuración',
      'Beneficios del plan del miembro',
      'eBill (factura electrónica)',
      'Centro de ayuda',
    ]);
    expect(screen.getByText(/^Administre su cuenta, Jordan:/)).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });

  it('the summary reads in Spanish: the coverage table, the family and the address, with no English message left', async () => {
    await showSpanish('account');
    const { container } = await openAs('rivera', '/account/summary', 'Resumen de la cuenta');
    const subscriber = await screen.findByRole('region', { name: 'Suscriptor' });
    expect(within(subscriber).getByText('ID de suscriptor')).toBeInTheDocument();
    const coverage = within(region('Su cobertura')).getByRole('table', { name: 'Cobertura de Jordan Rivera' });
    expect(rowTexts(coverage)[0]).toEqual(['Médico', '✓Activo', 'Activo desde el 1 de enero de 2024', 'PPO']);
    expect(within(region('Miembros de su plan')).getByRole('table')).toBeInTheDocument();
    expect(within(region('Dirección registrada')).getByRole('link', { name: 'comuníquese con Servicio al Cliente' })).toBeInTheDocument();
    // The plan types are the gateway's words: the mock gateway names the vision and pharmacy plans' types so.
    expect(await englishLeftOn(container, { ignore: ['Vision', 'Pharmacy'] })).toEqual([]);
  });

  it('member information reads in Spanish, with no English message left', async () => {
    await showSpanish('account');
    const { container } = await openAs('rivera', '/account/member-information', 'Información del miembro');
    const jordan = await screen.findByRole('region', { name: 'Jordan Rivera (Usted)' });
    expect(within(jordan).getByText('Parentesco con el suscriptor')).toBeInTheDocument();
    expect(within(jordan).getByText('No hay otro plan médico registrado')).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });
});
