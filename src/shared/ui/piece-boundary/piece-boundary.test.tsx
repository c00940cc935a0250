import { msg } from '@lingui/core/macro';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { showLanguage } from '../../i18n/catalogs';
import { englishLeftOn, showSpanish } from '../../../test/i18n';
import { PROBLEM_EVENT } from '../../errors/report-problem';

import { PieceBoundary } from './piece-boundary';

/**
 * A piece that fails to render is named in the member's language, in its message and its 'Try again' button, and
 * reported under its key, the same in every language (so failures count per piece, not per piece and language).
 */

function Menus(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'map')");
}

/** The shell's menus, failing (their name is a message of the portal's catalogs, translated in Spanish). */
function renderFailingMenus() {
  return render(
    <div>
      <PieceBoundary piece="shell.menus" name={msg`the menus`}>
        <Menus />
      </PieceBoundary>
      <p>The rest of the page.</p>
    </div>,
  );
}

const problemReports = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === PROBLEM_EVENT);

beforeEach(() => {
  window.dataLayer = [];
  // React reports the error a boundary caught, and the report writes a line; the report itself is checked below.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

describe('a piece that fails to render', () => {
  it('is named in English on an English page', async () => {
    renderFailingMenus();
    expect(screen.getByText("Sorry, we can't show the menus right now.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again: the menus' })).toBeEnabled();
    expect(screen.getByText('The rest of the page.')).toBeInTheDocument();
    await waitFor(() => expect(problemReports()).toHaveLength(1));
  });

  it('is named in Spanish on a Spanish page: the whole message and the button read in Spanish', async () => {
    await showSpanish();
    const { container } = renderFailingMenus();
    expect(screen.getByText('Lo sentimos, no podemos mostrar los menús en este momento.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo: los menús' })).toBeEnabled();
    const failure = container.querySelector('.piece-failure');
    expect(failure).not.toBeNull();
    expect(failure?.textContent).not.toMatch(/menus|Sorry|Try again/);
    expect(await englishLeftOn(failure as Element)).toEqual([]);
    await waitFor(() => expect(problemReports()).toHaveLength(1));
  });

  it('follows a change of language while its message is shown', async () => {
    renderFailingMenus();
    expect(screen.getByRole('button', { name: 'Try again: the menus' })).toBeEnabled();

    await act(() => showSpanish());
    expect(screen.getByText('Lo sentimos, no podemos mostrar los menús en este momento.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo: los menús' })).toBeEnabled();

    await act(() => showLanguage('en'));
    expect(screen.getByText("Sorry, we can't show the menus right now.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again: the menus' })).toBeEnabled();
    // The failure is reported once, whatever the language does after it.
    await waitFor(() => expect(problemReports()).toEqual([{ event: PROBLEM_EVENT, piece: 'shell.menus', reason: 'TypeError' }]));
  });

  it('is reported under its key, the same in English and in Spanish', async () => {
    const reportIn = async (language: 'en' | 'es') => {
      // A new data layer, as on a new page load: the same report is made once per page load.
      window.dataLayer = [];
      await showLanguage(language);
      const { unmount } = renderFailingMenus();
      await waitFor(() => expect(problemReports()).toHaveLength(1));
      unmount();
      return problemReports();
    };

    const english = await reportIn('en');
    const spanish = await reportIn('es');
    expect(english).toEqual([{ event: PROBLEM_EVENT, piece: 'shell.menus', reason: 'TypeError' }]);
    expect(spanish).toEqual(english);
  });
});
