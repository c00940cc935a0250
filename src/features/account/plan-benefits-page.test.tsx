import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { serveAlteredAnswer } from '../../../mocks/node';
import { daysFromToday } from '../../../mocks/personas/dates';
import { DASH, formatDate } from '../../shared/lib/format';
import { expectNoBrokenText } from '../../test/broken-text';
import { englishLeftOn, showSpanish, text } from '../../test/i18n';
import { setupPortalTestFile } from '../../test/portal-test-file';

import { LOADED, openAs, recordRequests } from './account-test-helpers';
import { CANCELLATION_CHOICE_REQUIRED } from './plan-benefits-page';

 
const server = setupPortalTestFile();
const requests = recordRequests(server);

const region = (name: string) => screen.getByRole('region', { name });
const thisYear = new Date().getFullYear();
/** The mock's individual plans: coverage ends with the plan year; open enrollment ends in 23 days. */
const coverageEnds = formatDate(`${thisYear}-12-31`);

async function openPlanBenefits(username: string) {
  await openAs(username, '/account/plan-benefits', 'Member plan benefits');
  await screen.findByRole('region', { name: 'Your plan' }, LOADED);
}

describe('before cancellation (renewal)', { timeout: 30_000 }, () => {
  it('shows the plan years, open enrollment, renewal and the plan documents', async () => {
    await openPlanBenefits('renewal');
    const plan = region('Your plan');
    expect(within(plan).getByText(String(thisYear))).toBeInTheDocument();
    expect(within(plan).getByText(String(thisYear + 1))).toBeInTheDocument();
    expect(within(region('Open enrollment')).getByText(new RegExp(`open now, from .* through ${formatDate(daysFromToday(23))}\\.`))).toBeInTheDocument();

    const renewal = region('Renew or change your plan');
    expect(within(renewal).getByText(`When you renew, your ${thisYear + 1} coverage starts ${formatDate(`${thisYear + 1}-01-01`)}.`)).toBeInTheDocument();
    expect(within(renewal).getByRole('link', { name: /Renew or change my plan/ })).toHaveAttribute('href', 'https://shop.plan.example/renew');
    expect(within(renewal).getByRole('link', { name: /Visit the health insurance marketplace/ })).toHaveAttribute('href', 'https://exchange.example.gov');

    expect(within(region('Plan documents')).getByRole('link', { name: /Outline of Coverage/ })).toHaveAttribute(
      'href',
      `https://documents.plan.example/ooc/individual-gold-${thisYear}.pdf`,
    );
    expect(screen.queryByText('Your plan will not renew')).not.toBeInTheDocument();
  });

  it('asks for a choice before cancelling, and sends nothing when the member keeps the plan', async () => {
    const user = userEvent.setup({ delay: null });
    await openPlanBenefits('renewal');
    const cancel = region('Cancel your plan');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel my plan' }));
    expect(within(cancel).getByText(text(CANCELLATION_CHOICE_REQUIRED))).toBeInTheDocument();
    expect(within(cancel).getByRole('radio', { name: 'Cancel my medical plan' })).toHaveFocus();

    await user.click(within(cancel).getByRole('radio', { name: 'Cancel my medical plan' }));
    expect(within(cancel).queryByText(text(CANCELLATION_CHOICE_REQUIRED))).not.toBeInTheDocument();
    await user.click(within(cancel).getByRole('button', { name: 'Cancel my plan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await requests('POST', '/plan-management/cancellation')).toHaveLength(0);
    expect(screen.queryByText('Your plan will not renew')).not.toBeInTheDocument();
  });

  it.each([
    { option: 'Cancel my medical plan', id: 'M', sentence: 'Your Medical plan will not renew', plans: ['Medical'] },
    { option: 'Cancel my medical and dental plans', id: 'D', sentence: 'Your Medical and Dental plans will not renew', plans: ['Medical', 'Dental'] },
  ])('cancels with $id after a confirmation stating the coverage end date, then shows the notice', async ({ option, id, sentence, plans }) => {
    const user = userEvent.setup({ delay: null });
    await openPlanBenefits('renewal');
    const cancel = region('Cancel your plan');
    await user.click(within(cancel).getByRole('radio', { name: option }));
    await user.click(within(cancel).getByRole('button', { name: 'Cancel my plan' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your plan?' });
    expect(dialog).toHaveAccessibleDescription(`${sentence} for ${thisYear + 1}. Your coverage ends ${coverageEnds}. You can't undo this online.`);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel my plan' }));

    expect(await screen.findByText('Your plan will not renew', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText(`Your coverage ends ${coverageEnds}.`)).toBeInTheDocument();
    const list = screen.getByText('Plans not renewed:').nextElementSibling as HTMLElement;
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(plans);
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', '/support/customer-service');
    expect(screen.queryByRole('region', { name: 'Cancel your plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Renew or change your plan' })).not.toBeInTheDocument();
    expect((await requests('POST', '/plan-management/cancellation')).map((request) => request.body)).toEqual([{ cancellationStatusId: id }]);
  });
});

describe('after cancellation and for group plans', { timeout: 30_000 }, () => {
  it('shows the notice for status D, with the end date, Medical and Dental, and no way to cancel again', async () => {
    await openPlanBenefits('cancelledd');
    expect(screen.getByText('Your plan will not renew')).toBeInTheDocument();
    expect(screen.getByText(`Your coverage ends ${coverageEnds}.`)).toBeInTheDocument();
    const list = screen.getByText('Plans not renewed:').nextElementSibling as HTMLElement;
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Medical', 'Dental']);
    expect(screen.queryByRole('button', { name: 'Cancel my plan' })).not.toBeInTheDocument();
  });

  it('names the cancellation choices from their ids, and a dash for the plan name, when the gateway leaves the texts out', async () => {
    serveAlteredAnswer(server, '/plan-management/details', (body) => {
      const details = body as { directCancellationOptions: { id: string }[] };
      return { ...details, directCancellationOptions: details.directCancellationOptions.map(({ id }) => ({ id })) };
    });
    serveAlteredAnswer(server, '/account', (body) => ({ ...(body as object), groupName: undefined }));
    await openPlanBenefits('renewal');
    expect(within(region('Your plan')).getByText('Plan').nextElementSibling).toHaveTextContent(DASH);
    const cancel = region('Cancel your plan');
    expect(within(cancel).getByRole('radio', { name: 'Cancel Medical' })).toBeInTheDocument();
    expect(within(cancel).getByRole('radio', { name: 'Cancel Medical and Dental' })).toBeInTheDocument();
    expectNoBrokenText();
  });

  it('tells a member of an employer group plan how renewal works there', async () => {
    await openPlanBenefits('rivera');
    expect(within(region('Renewing or changing your plan')).getByText(/Your coverage comes through Cascade Timber Cooperative\./)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Open enrollment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel my plan' })).not.toBeInTheDocument();
  });
});

describe('member plan benefits in Spanish', { timeout: 30_000 }, () => {
  it('reads in Spanish: the plan years, open enrollment, renewal and the cancellation, with no English message left', async () => {
    const user = userEvent.setup({ delay: null });
    await showSpanish('account');
    const { container } = await openAs('renewal', '/account/plan-benefits', 'Beneficios del plan del miembro');
    await screen.findByRole('region', { name: 'Su plan' }, LOADED);
    expect(within(region('Inscripción abierta')).getByText(/^La inscripción abierta está en curso, del .* al .*\. Haga cualquier cambio en su plan de \d{4} antes de esa fecha\./)).toBeInTheDocument();
    const renewal = region('Renovar o cambiar su plan');
    expect(within(renewal).getByText(`Si renueva, su cobertura de ${thisYear + 1} comienza el ${formatDate(`${thisYear + 1}-01-01`)}.`)).toBeInTheDocument();
    expect(formatDate(`${thisYear + 1}-01-01`)).toBe(`1 de enero de ${thisYear + 1}`);

    const cancel = region('Cancelar su plan');
    await user.click(within(cancel).getByRole('button', { name: 'Cancelar mi plan' }));
    expect(within(cancel).getByText('Elija lo que quiere cancelar.')).toBeInTheDocument();
    // The marketplace link's label is the gateway's (the mock gateway sends it in English).
    expect(await englishLeftOn(container, { ignore: ['Visit the health insurance marketplace'] })).toEqual([]);

    await user.click(within(cancel).getByRole('radio', { name: 'Cancel my medical plan' }));
    await user.click(within(cancel).getByRole('button', { name: 'Cancelar mi plan' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cancelar su plan?' });
    expect(dialog).toHaveAccessibleDescription(
      `Su plan Médico no se renovará para ${thisYear + 1}. Su cobertura termina el 31 de diciembre de ${thisYear}. No puede deshacer esto en línea.`,
    );
    expect(within(dialog).getByRole('button', { name: 'Conservar mi plan' })).toBeInTheDocument();
  });
});
