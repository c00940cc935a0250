import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { OverlaySpinner } from './overlay-spinner';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with visually hidden "Loading" text', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading');
    expect(status.querySelector('.visually-hidden')).toHaveTextContent('Loading');
  });

  it('takes another label', () => {
    render(<Spinner label="Loading claims" size="small" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading claims');
  });
});

describe('OverlaySpinner', () => {
  it('marks the region busy and announces "Loading" while loading', () => {
    render(
      <OverlaySpinner isLoading>
        <h1>Account</h1>
      </OverlaySpinner>,
    );
    const region = screen.getByRole('heading', { name: 'Account' }).parentElement;
    expect(region).toHaveAttribute('aria-busy', 'true');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading');
    // The announcement is outside the busy region.
    expect(region).not.toContainElement(status);
    expect(screen.getByTestId('overlay-spinner')).toBeInTheDocument();
  });

  it('keeps the empty status region and drops the overlay when done', () => {
    const { rerender } = render(
      <OverlaySpinner isLoading>
        <h1>Account</h1>
      </OverlaySpinner>,
    );
    rerender(
      <OverlaySpinner isLoading={false}>
        <h1>Account</h1>
      </OverlaySpinner>,
    );
    expect(screen.getByRole('heading', { name: 'Account' }).parentElement).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByTestId('overlay-spinner')).not.toBeInTheDocument();
  });

  it('covers the page when it has no children', () => {
    render(<OverlaySpinner isLoading label="Signing you in" />);
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in');
    expect(screen.getByTestId('overlay-spinner').parentElement).toHaveClass('overlay-spinner--page');
  });
});
