import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree with the visually-hidden class', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.querySelector('.visually-hidden')).toHaveTextContent('Close');
  });

  it('renders the focusable variant for skip links', () => {
    render(
      <VisuallyHidden focusable>
        <a href="#main-content">Skip to main content</a>
      </VisuallyHidden>,
    );
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link.parentElement).toHaveClass('visually-hidden-focusable');
    expect(link.parentElement).not.toHaveClass('visually-hidden');
  });

  it('renders the element asked for', () => {
    render(
      <VisuallyHidden as="h2" id="nav-heading">
        Site navigation
      </VisuallyHidden>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Site navigation' })).toHaveAttribute('id', 'nav-heading');
  });
});
