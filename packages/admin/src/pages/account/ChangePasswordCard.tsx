import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@yardstick/core/client';
import { changePasswordSchema, PASSWORD_RESET_MESSAGES } from '@yardstick/core/schemas/account';
import { useFormValues } from '../../forms/useFormValues.ts';
import { api } from '../../http/client.ts';
import { FormActions } from '../../ui/FormActions.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { InputField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';

const CURRENT_PASSWORD_ID = 'account-current-password';
const CHANGED = 'Password changed. Every other device was signed out; this one stays signed in.';

/** A new password; every other device signed in to the account is signed out. */
export function ChangePasswordCard() {
  // A new key empties the form after a change.
  const [changes, setChanges] = useState(0);
  return (
    <Card aria-labelledby="password-title">
      <CardHeader titleId="password-title" title="Password" />
      <ChangePasswordForm
        key={changes}
        changed={changes > 0}
        onChanged={() => setChanges((n) => n + 1)}
      />
    </Card>
  );
}

function ChangePasswordForm({ changed, onChanged }: { changed: boolean; onChanged: () => void }) {
  const form = useFormValues({ currentPassword: '', newPassword: '' });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(changePasswordSchema);
    if (!body) return;
    setSaving(true);
    setFailure(null);
    try {
      await api.call(endpoints.changePassword, { body });
      onChanged();
    } catch (error) {
      const message = errorMessage(error, 'Failed to change the password');
      if (message === PASSWORD_RESET_MESSAGES.currentPasswordWrong) {
        form.setError('currentPassword', message);
        document.getElementById(CURRENT_PASSWORD_ID)?.focus();
      } else {
        setFailure(message);
      }
      setSaving(false);
    }
  }

  return (
    <form className="stack" onSubmit={handleSubmit} noValidate>
      {changed && (
        <Notice tone="success" role="status">
          {CHANGED}
        </Notice>
      )}
      <InputField
        id={CURRENT_PASSWORD_ID}
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...form.text('currentPassword')}
      />
      <InputField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. Other devices will be signed out."
        {...form.text('newPassword')}
      />
      <FormActions failure={failure} saving={saving} submitLabel="Change Password" />
    </form>
  );
}
