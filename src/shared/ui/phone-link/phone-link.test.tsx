import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { VisuallyHidden } from '../visually-hidden/visually-hidden';

import { PhoneLink } from './phone-link';

describe('PhoneLink', () => {
  it('shows the number as members read it and dials it with the country code', () => {
    render(<PhoneLink number="5035550142" />);
    expect(screen.getByRole('link', { name: '(503) 555-0142' })).toHaveAttribute('href', 'tel:+15035550142');
  });

  it('keeps a toll-free number as written and dials it the same way whatever the writing', () => {
    render(
      <>
        <PhoneLink number="1-888-555-0100" />
        <PhoneLink number="(888) 555-0100" />
      </>,
    );
    for (const link of screen.getAllByRole('link', { name: '1-888-555-0100' })) expect(link).toHaveAttribute('href', 'tel:+18885550100');
  });

  it('says what the page asks for instead of the number, and takes the class of the page', () => {
    render(
      <PhoneLink number="1-888-555-0500" className="auth-page__link">
        Contact customer service (dental)
      </PhoneLink>,
    );
    const link = screen.getByRole('link', { name: 'Contact customer service (dental)' });
    expect(link).toHaveAttribute('href', 'tel:+18885550500');
    expect(link).toHaveClass('auth-page__link');
  });

  it('can carry words for screen readers before the number', () => {
    render(
      <PhoneLink number="1-888-555-0137">
        <VisuallyHidden>Call the pharmacy at</VisuallyHidden> 1-888-555-0137
      </PhoneLink>,
    );
    expect(screen.getByRole('link', { name: 'Call the pharmacy at 1-888-555-0137' })).toHaveAttribute('href', 'tel:+18885550137');
  });

  it('dials an extension after a pause, and the relay service at 711', () => {
    render(
      <>
        <PhoneLink number="503-555-0142 x12" />
        <PhoneLink number="711" />
      </>,
    );
    expect(screen.getByRole('link', { name: '(503) 555-0142 ext. 12' })).toHaveAttribute('href', 'tel:+15035550142,12');
    expect(screen.getByRole('link', { name: '711' })).toHaveAttribute('href', 'tel:711');
  });

  it('shows text without a number to dial as plain text', () => {
    render(<PhoneLink number="See your ID card" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('See your ID card')).toBeInTheDocument();
  });
});
