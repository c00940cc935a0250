import { Trans } from '@lingui/react/macro';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { loadAreaMessages } from '../../i18n/catalogs';
import { LANGUAGE_KEY } from '../../i18n/language-preference';

import { LanguageChoice } from './language-choice';

/** A page of the sign-in area: its messages are in use, so a change of language brings them along. */
function Page() {
  return (
    <>
      <p>
        <Trans>Log in</Trans>
      </p>
      <LanguageChoice />
    </>
  );
}

describe('LanguageChoice', () => {
  it('offers the other language, named in that language', () => {
    render(<LanguageChoice />);
    const button = screen.getByRole('button', { name: 'Español' });
    expect(button).toHaveAttribute('lang', 'es');
    expect(screen.queryByRole('button', { name: 'English' })).not.toBeInTheDocument();
  });

  it('shows the page in Spanish, names it on the document and remembers it; then offers English back', async () => {
    const user = userEvent.setup({ delay: null });
    await loadAreaMessages('auth');
    render(<Page />);

    await user.click(screen.getByRole('button', { name: 'Español' }));

    expect(await screen.findByText('Iniciar sesión')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Log in')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });
});
