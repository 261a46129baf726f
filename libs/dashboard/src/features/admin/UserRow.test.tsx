import { UI, userActionsFor } from '@cod/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, CLIENT, makeUser } from '../../test/fake-fetch.js';
import { UserRow } from './UserRow.js';

function renderRow(actor: typeof ADMIN, user: typeof ADMIN) {
  const handlers = { onToggleStatus: vi.fn(), onResetPassword: vi.fn(), onDelete: vi.fn() };
  render(
    <ul>
      <UserRow actor={actor} user={user} {...handlers} />
    </ul>,
  );
  return { row: screen.getByTestId(`user-row-${user.id}`), handlers };
}

const names = (row: HTMLElement) => within(row).queryAllByRole('button').map((b) => b.getAttribute('aria-label'));

describe('admin user row (spec 000 §2, §6)', () => {
  it('shows no action buttons at all for the user with id 1', () => {
    const { row } = renderRow(ADMIN, ADMIN);
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    expect(within(row).getByText('Admin')).toBeTruthy();
  });

  it('shows all three actions for an active client, with the role and status badges', () => {
    const { row } = renderRow(ADMIN, CLIENT);
    expect(names(row)).toEqual(['Deaktiviraj', 'Resetuj šifru', 'Obriši']);
    expect(within(row).getByText('Klijent')).toBeTruthy();
    expect(within(row).getByText(UI.active)).toBeTruthy();
    expect(within(row).getByText(CLIENT.email)).toBeTruthy();
    expect(within(row).getByText(/Prodavnica d\.o\.o\./)).toBeTruthy();
  });

  it('offers "Aktiviraj" for an inactive user and passes the row to the handler', () => {
    const inactive = makeUser({ isActive: false });
    const { row, handlers } = renderRow(ADMIN, inactive);
    expect(within(row).getByText(UI.inactive)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Aktiviraj' }));
    expect(handlers.onToggleStatus).toHaveBeenCalledWith(inactive);
  });

  it.each([
    ['another admin, seen by the first admin', ADMIN, makeUser({ id: 7, role: 'admin' })],
    ['an admin looking at their own row', makeUser({ id: 8, role: 'admin' }), makeUser({ id: 8, role: 'admin' })],
    ['a client', ADMIN, makeUser({ id: 9 })],
  ])('follows userActionsFor for %s', (_label, actor, target) => {
    const { row } = renderRow(actor, target);
    const allowed = userActionsFor(actor, target);
    const expected = [
      allowed.toggleStatus && (target.isActive ? 'Deaktiviraj' : 'Aktiviraj'),
      allowed.resetPassword && 'Resetuj šifru',
      allowed.delete && 'Obriši',
    ].filter(Boolean);
    expect(names(row)).toEqual(expected);
  });

  it('never shows a delete button for an admin', () => {
    const { row } = renderRow(makeUser({ id: 8, role: 'admin' }), makeUser({ id: 8, role: 'admin' }));
    expect(within(row).queryByRole('button', { name: 'Obriši' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Resetuj šifru' })).toBeTruthy();
  });
});
