import { displayName, resetPasswordSchema, validate, type UserResponse } from '@cod/contracts';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@cod/ui';
import { useState, type FormEvent } from 'react';
import { PendingButton } from '../../components/PendingButton.js';
import { TextField } from '../../components/TextField.js';
import { T } from '../../texts.js';

export interface ResetPasswordDialogProps {
  /** The account being reset; null closes the dialog. */
  user: UserResponse | null;
  pending?: boolean;
  onSubmit: (newPassword: string) => void;
  onClose: () => void;
}

/** Admin reset of a user's password: one field, the button stays disabled under the minimum length. */
export function ResetPasswordDialog({ user, pending = false, onSubmit, onClose }: ResetPasswordDialogProps) {
  const [newPassword, setNewPassword] = useState('');
  const valid = validate(resetPasswordSchema, { newPassword }).ok;

  function close() {
    setNewPassword('');
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid || pending) return;
    onSubmit(newPassword);
  }

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{T.resetPassword.action}</DialogTitle>
          <DialogDescription>{user ? T.resetPassword.description(displayName(user) || user.email, user.email) : ''}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-5">
          <TextField
            id="reset-new-password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            label={T.resetPassword.newPassword}
            hint={T.fields.passwordHint}
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
            autoFocus
          />
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              {T.common.cancel}
            </Button>
            <PendingButton type="submit" disabled={!valid} pending={pending} pendingText={T.resetPassword.submitting}>
              {T.resetPassword.action}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
