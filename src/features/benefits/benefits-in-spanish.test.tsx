import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { englishLeftOn, showSpanish } from '../../test/i18n';
import { setupPortalTestFile } from '../../test/portal-test-file';

import { openAs } from './benefits-test-support';

// Each test renders the whole portal (shell, account state, the page's reads) on a 2-core machine.
setupPortalTestFile({ testTimeout: 30_000 });

/**
 * Words the mock gateway sends that happen to be English messages of the portal too: the network tiers' names
 * ('In network'), the limits' headers ('Family out-of-pocket maximum', which holds the words of the family share's
 * heading), a dental maximum ('Deductible'), a service cost's description ('You pay'), the programs' names and a
 * referral's status. The page shows them as sent (decision 020); every other text must be Spanish.
 */
const GATEWAY_WORDS = [
  'In network',
  'Out-of-network',
  'Deductible',
  'Family out-of-pocket maximum',
  'What each family member has met of the family <0>out-of-pocket maximum</0>',
  'Your share of the family <0>out-of-pocket maximum</0>',
  'Approved',
  'Find a dentist',
  'Pharmacy benefit manager',
  'You pay',
];

async function openInSpanish(persona: string, path: string, domainId: 1 | 2 = 1) {
  await showSpanish('benefits');
  return openAs(persona, path, { domainId });
}

const spanishTitle = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the benefits pages in Spanish', () => {
  it('a category page: its title, the filters, the limits and the links in Spanish', async () => {
    const { container } = await openInSpanish('rivera', '/benefits/medical');
    expect(await spanishTitle('Beneficios médicos')).toBeInTheDocument();
    expect(await screen.findByLabelText('Beneficios a la fecha')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Límites de beneficios' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Todos sus beneficios en una página' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Beneficios' })).getByRole('link', { name: 'Médico' })).toBeInTheDocument();
    expect(await englishLeftOn(container, { ignore: GATEWAY_WORDS })).toEqual([]);
  });

  it('the dental page: the maximums and the covered services in Spanish', async () => {
    const { container } = await openInSpanish('rivera', '/benefits/dental');
    expect(await spanishTitle('Beneficios dentales')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Máximos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Servicios cubiertos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atención dental durante sus viajes' })).toBeInTheDocument();
    expect(await englishLeftOn(container, { ignore: GATEWAY_WORDS })).toEqual([]);
  });

  it('the benefits summary: every category under its Spanish name', async () => {
    const { container } = await openInSpanish('summit', '/benefits/summary', 2);
    expect(await spanishTitle('Resumen de beneficios')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Médico' })).toBeInTheDocument();
    expect(await screen.findByText(/^Se muestran los beneficios de .+ al \d+ de \w+ de \d{4}\.$/)).toBeInTheDocument();
    expect(await englishLeftOn(container, { ignore: GATEWAY_WORDS })).toEqual([]);
  });

  it('the programs page: the sections and the count in Spanish', async () => {
    const { container } = await openInSpanish('rivera', '/benefits/programs');
    expect(await spanishTitle('Programas')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Todos los programas' })).toBeInTheDocument();
    expect(screen.getByText(/^\d+ programas?$/)).toBeInTheDocument();
    // The benefit categories the gateway tags programs with read by their Spanish names.
    expect(within(screen.getByLabelText('Mostrar programas de')).getByRole('option', { name: 'Médico' })).toBeInTheDocument();
    expect(await englishLeftOn(container, { ignore: GATEWAY_WORDS })).toEqual([]);
  });

  it('the referrals page: the filters and the results line in Spanish', async () => {
    const { container } = await openInSpanish('rivera', '/benefits/referrals');
    expect(await spanishTitle('Referidos')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Filtrar referidos' })).toBeInTheDocument();
    expect(await screen.findByText(/^Mostrando 1–\d+ de \d+ referidos$/)).toBeInTheDocument();
    expect(await englishLeftOn(container, { ignore: GATEWAY_WORDS })).toEqual([]);
  });

  it('the prior authorizations page: the statuses and the results line in Spanish', async () => {
    const { container } = await openInSpanish('rivera', '/benefits/prior-authorization');
    expect(await spanishTitle('Autorización previa')).toBeInTheDocument();
    expect(await screen.findByText(/^Mostrando 1–\d+ de \d+ autorizaciones previas$/)).toBeInTheDocument();
    expect(await englishLeftOn(container, { ignore: GATEWAY_WORDS })).toEqual([]);
  });

  it('the handbooks and the Medicare materials in Spanish', async () => {
    const handbooks = await openInSpanish('rivera', '/benefits/member-handbooks');
    expect(await spanishTitle('Manuales del miembro')).toBeInTheDocument();
    expect(await screen.findByText(/^Los documentos de su plan explican/)).toBeInTheDocument();
    expect(await englishLeftOn(handbooks.container, { ignore: GATEWAY_WORDS })).toEqual([]);
    handbooks.unmount();

    const medicare = await openInSpanish('medicare', '/benefits/medicare-materials');
    expect(await spanishTitle('Materiales de Medicare')).toBeInTheDocument();
    expect(await englishLeftOn(medicare.container, { ignore: GATEWAY_WORDS })).toEqual([]);
  });

  it('the travel dental page in Spanish', async () => {
    const { container } = await openInSpanish('medicare', '/passport-dental');
    expect(await spanishTitle('Atención dental durante sus viajes')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Cómo presentar un reclamo en el extranjero' })).toBeInTheDocument();
    expect(screen.getByText('el nombre y la fecha de nacimiento del miembro')).toBeInTheDocument();
    expect(screen.getByText('Busca los dentistas de su plan Medicare Advantage.')).toBeInTheDocument();
    expect(await englishLeftOn(container, { ignore: GATEWAY_WORDS })).toEqual([]);
  });

  it('a dental service and its costs in one network, in Spanish', async () => {
    const today = new Date().toLocaleDateString('en-CA');
    const service = await openInSpanish('rivera', `/services/dental/D2740?suffix=0&asOfDate=${today}`);
    expect(await spanishTitle('Crown, porcelain/ceramic')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Lo que paga el plan' })).toBeInTheDocument();
    expect(screen.getByText(/^Beneficios de Jordan Rivera al /)).toBeInTheDocument();
    expect(await englishLeftOn(service.container, { ignore: GATEWAY_WORDS })).toEqual([]);
    service.unmount();

    const costs = await openInSpanish('rivera', `/details/outnet/dental/D2740?suffix=0&asOfDate=${today}`);
    // The network as the gateway names it, inside the page's Spanish words.
    expect(await screen.findByRole('heading', { level: 1, name: /^Crown, porcelain\/ceramic: costos \(.+\)$/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Todo sobre Crown, porcelain/ceramic' })).toBeInTheDocument();
    expect(await englishLeftOn(costs.container, { ignore: GATEWAY_WORDS })).toEqual([]);
  });

  it('the coverage history in Spanish', async () => {
    const { container } = await openInSpanish('rivera', `/history/${new Date(2024, 5, 1).getTime()}/benefits/dental`);
    expect(await spanishTitle('Historial de cobertura dental')).toBeInTheDocument();
    expect(await screen.findByText('El plan marcado como “Seleccionado” estaba vigente el 1 de junio de 2024.')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader', { name: 'Comienza' }).length).toBeGreaterThan(0);
    expect(await englishLeftOn(container, { ignore: GATEWAY_WORDS })).toEqual([]);
  });

  it('a program in Spanish (its texts as the gateway sends them)', async () => {
    const { container } = await openInSpanish('rivera', '/benefits/programs/60');
    const tabs = await screen.findByRole('navigation', { name: 'Beneficios' });
    expect(within(tabs).getByRole('link', { name: 'Programas' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(/^(Program|Programa)$/);
    expect(await englishLeftOn(container, { ignore: GATEWAY_WORDS })).toEqual([]);
  });

  it('a document link that is not valid, in Spanish', async () => {
    const { container } = await openInSpanish('rivera', '/resource-download?url=http://example.com/a.pdf&name=Plan');
    expect(await spanishTitle('Documento no disponible')).toBeInTheDocument();
    expect(screen.getByText('Este enlace al documento no es válido.')).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });
});
