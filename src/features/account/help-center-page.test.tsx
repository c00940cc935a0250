import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { BRANDS } from '../../config/brands';
import { englishLeftOn, showSpanish } from '../../test/i18n';
import { setupPortalTestFile } from '../../test/portal-test-file';

import { LOADED, openAs, recordRequests } from './account-test-helpers';

 
const server = setupPortalTestFile();
const requests = recordRequests(server);

const region = (name: string) => screen.getByRole('region', { name });

describe('the Help center', { timeout: 30_000 }, () => {
  it('answers the common questions and shows the brand contacts with hours', async () => {
    const user = userEvent.setup({ delay: null });
    await openAs('rivera', '/account/support', 'Help center');
    const questions = await screen.findByRole('region', { name: 'Common questions' }, LOADED);
    // The questions show once the Primary care menu rule's reads have answered.
    const asked = (await within(questions).findAllByRole('group', {}, LOADED))
      .map((item) => item.querySelector('summary')?.textContent);
    expect(asked).toEqual([
      'How do I get my ID card?',
      'How do I check on a claim?',
      'How do I find a dentist in my network?',
      'How do I choose or change my primary care provider?',
      'How do I pay my bill online?',
      'I forgot my username or password. What do I do?',
    ]);
    await user.click(within(questions).getByText('How do I get my ID card?'));
    expect(within(questions).getByRole('link', { name: 'ID card' })).toHaveAttribute('href', '/id-card');

    const contact = region('Contact customer service');
    expect(within(contact).getByRole('link', { name: BRANDS[1].contact.customerServicePhone })).toHaveAttribute('href', 'tel:+18885550100');
    expect(within(contact).getByRole('link', { name: BRANDS[1].contact.customerServiceEmail })).toHaveAttribute(
      'href',
      `mailto:${BRANDS[1].contact.customerServiceEmail}`,
    );
    expect(within(contact).getByText('Mon-Fri 7 a.m.-6 p.m. PT.')).toBeInTheDocument();
    const tty = within(contact).getByRole('link', { name: '711' });
    expect(tty).toHaveAttribute('href', 'tel:711');
    expect(tty.parentElement).toHaveTextContent(/^Dial 711$/);
    expect(within(contact).getByRole('link', { name: 'All customer service phone numbers and hours' })).toHaveAttribute(
      'href',
      '/support/customer-service',
    );
  });

  it('asks a member who may use primary care (rivera) about it', async () => {
    await openAs('rivera', '/account/support', 'Help center');
    const riveraQuestions = await screen.findByRole('region', { name: 'Common questions' }, LOADED);
    expect(await within(riveraQuestions).findByText('How do I choose or change my primary care provider?', {}, LOADED)).toBeInTheDocument();
  });

  it('does not ask a brand 5 dental-only member about primary care', async () => {
    await openAs('harborpolicy', '/account/support', 'Help center', 5);
    const questions = await screen.findByRole('region', { name: 'Common questions' }, LOADED);
    await within(questions).findByText('How do I get my ID card?', {}, LOADED);
    expect(within(questions).queryByText('How do I choose or change my primary care provider?')).not.toBeInTheDocument();
    expect(within(questions).queryByRole('link', { name: 'Primary care' })).not.toBeInTheDocument();
    expect(await requests('GET', '/pcp/eligibility')).not.toHaveLength(0);
  });

  it('offers the address saved in Settings for the reply', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await openAs('rivera', '/account/settings', 'Settings');
    await user.click(await screen.findByRole('button', { name: 'Edit Email address' }, LOADED));
    const field = screen.getByRole('textbox', { name: 'Email address' });
    await user.clear(field);
    await user.type(field, 'jordan.new@example.org');
    await user.click(within(screen.getByRole('region', { name: 'Email address' })).getByRole('button', { name: 'Save' }));
    await screen.findByText('jordan.new@example.org', {}, LOADED);

    await act(() => router.navigate('/account/support'));
    const form = await screen.findByRole('form', { name: 'Secure message' }, LOADED);
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Email for our reply' })).toHaveValue('jordan.new@example.org'));
  });

  it('shows the brand 2 customer service line and its hours', async () => {
    await openAs('summit', '/account/support', 'Help center', 2);
    const contact = await screen.findByRole('region', { name: 'Contact customer service' }, LOADED);
    expect(within(contact).getByText('Customer service phone')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: BRANDS[2].contact.customerServicePhone })).toBeInTheDocument();
    expect(within(contact).getByText(/Oct 1 to Mar 31: 7 a\.m\.-8 p\.m\. PT, seven days a week\./)).toBeInTheDocument();
  });

  it('checks the secure message, keeps what was typed, sends it and shows the answer', async () => {
    const user = userEvent.setup({ delay: null });
    await openAs('rivera', '/account/support', 'Help center');
    const form = await screen.findByRole('form', { name: 'Secure message' }, LOADED);
    expect(within(form).getByRole('textbox', { name: 'Email for our reply' })).toHaveValue('jordan.rivera@example.com');

    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'Does our plan cover orthodontics?');
    await user.clear(within(form).getByRole('textbox', { name: 'Email for our reply' }));
    await user.type(within(form).getByRole('textbox', { name: 'Email for our reply' }), 'jordan@');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));

    expect(await within(form).findByText('Topic is a required field')).toBeInTheDocument();
    expect(within(form).getByText('Subject is a required field')).toBeInTheDocument();
    expect(within(form).getByText('Invalid Email for our reply')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Message' })).toHaveValue('Does our plan cover orthodontics?');
    expect(within(form).getByText('33 of 2000 characters')).toBeInTheDocument();
    expect(await requests('POST', '/contact-email')).toHaveLength(0);

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Topic' }), 'Benefits and coverage');
    await user.type(within(form).getByRole('textbox', { name: 'Subject' }), 'Orthodontic coverage');
    await user.type(within(form).getByRole('textbox', { name: 'Email for our reply' }), 'example.org');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Thanks. Customer service will answer within 2 business days.', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText('Message sent.')).toBeInTheDocument();
    expect((await requests('POST', '/contact-email')).map((request) => request.body)).toEqual([
      {
        topic: 'BENEFITS',
        subject: 'Orthodontic coverage',
        message: 'Does our plan cover orthodontics?',
        replyTo: 'jordan@example.org',
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  });
});

describe('the Help center in Spanish', { timeout: 30_000 }, () => {
  it('reads in Spanish: the questions, the contacts and the secure message form, with no English message left', async () => {
    const user = userEvent.setup({ delay: null });
    await showSpanish('account');
    const { container } = await openAs('rivera', '/account/support', 'Centro de ayuda');
    const questions = await screen.findByRole('region', { name: 'Preguntas frecuentes' }, LOADED);
    await user.click(await within(questions).findByText('¿Cómo obtengo mi tarjeta de identificación?', {}, LOADED));
    expect(within(questions).getByRole('link', { name: 'tarjeta de identificación' })).toHaveAttribute('href', '/id-card');
    expect(within(region('Comuníquese con Servicio al Cliente')).getByText('Teléfono de Acceso a la cuenta')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Mensaje seguro' });
    await user.click(within(form).getByRole('button', { name: 'Enviar mensaje' }));
    expect(await within(form).findByText('Tema es un campo obligatorio')).toBeInTheDocument();
    expect(within(form).getByText('Asunto es un campo obligatorio')).toBeInTheDocument();
    expect(await englishLeftOn(container)).toEqual([]);
  });
});
