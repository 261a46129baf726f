import { MIN_PASSWORD_LENGTH } from '@cod/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT } from '../../test/fake-fetch.js';
import { ResetPasswordDialog } from './ResetPasswordDialog.js';

describe('reset-password dialog (spec 000 §2)', () => {
  it(`keeps the action button disabled until the password has ${MIN_PASSWORD_LENGTH} characters`, () => {
    const onSubmit = vi.fn();
    render(<ResetPasswordDialog user={CLIENT} onSubmit={onSubmit} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    const input = within(dialog).getByLabelText('Nova šifra');
    const button = () => within(dialog).getByRole('button', { name: 'Resetuj šifru' }) as HTMLButtonElement;

    expect(button().disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'x'.repeat(MIN_PASSWORD_LENGTH - 1) } });
    expect(button().disabled).toBe(true);
    fireEvent.submit(input.closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'x'.repeat(MIN_PASSWORD_LENGTH) } });
    expect(button().disabled).toBe(false);
    fireEvent.click(button());
    expect(onSubmit).toHaveBeenCalledWith('x'.repeat(MIN_PASSWORD_LENGTH));
  });

  it('is closed when no user is chosen', () => {
    render(<ResetPasswordDialog user={null} onSubmit={() => {}} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
