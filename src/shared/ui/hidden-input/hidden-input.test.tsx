import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { HiddenInput } from './hidden-input';

const ERROR = 'Security answer is a required field';

describe('HiddenInput', () => {
  it('is masked at first and toggles with "Show {label}" / "Hide {label}" and aria-pressed', async () => {
    const user = userEvent.setup({ delay: null });
    render(<HiddenInput label="Security answer" defaultValue="blue" />);
    const input = screen.getByLabelText('Security answer');
    expect(input).toHaveAttribute('type', 'password');

    const show = screen.getByRole('button', { name: 'Show Security answer' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);

    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('blue');
    const hide = screen.getByRole('button', { name: 'Hide Security answer' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('reports typed values', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<HiddenInput label="PIN" onChange={onChange} />);
    await user.type(screen.getByLabelText('PIN'), '42');
    expect(onChange).toHaveBeenLastCalledWith('42');
  });

  it('shows no error while untouched, even in error', () => {
    render(<HiddenInput label="Security answer" errorMessage={ERROR} />);
    const input = screen.getByLabelText('Security answer');
    expect(screen.queryByText(ERROR)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('shows the error, aria-invalid and aria-describedby once touched (blurred) and in error', async () => {
    const user = userEvent.setup({ delay: null });
    render(<HiddenInput label="Security answer" errorMessage={ERROR} />);
    const input = screen.getByLabelText('Security answer');
    await user.click(input);
    await user.tab();

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(ERROR);
    expect(input.closest('.hidden-input')).toHaveAttribute('data-invalid');
  });

  it('shows nothing when touched but not in error', () => {
    render(<HiddenInput label="Security answer" isTouched errorMessage="" />);
    const input = screen.getByLabelText('Security answer');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input.closest('.hidden-input')).not.toHaveAttribute('data-invalid');
  });

  it('follows a controlled touched flag', () => {
    const { rerender } = render(<HiddenInput label="Security answer" isTouched={false} errorMessage={ERROR} />);
    expect(screen.queryByText(ERROR)).not.toBeInTheDocument();
    rerender(<HiddenInput label="Security answer" isTouched errorMessage={ERROR} />);
    expect(screen.getByLabelText('Security answer')).toHaveAccessibleDescription(ERROR);
  });
});
