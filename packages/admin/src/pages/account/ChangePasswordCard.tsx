import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import { useState } from 'react';
import { errorMessage } from '@yardstick/core/client';
import {
  changePasswordSchema,
  PASSWORD_RESET_MESSAGES,
  type ChangePasswordRequest,
} from '@yardstick/core/schemas/account';
import { useFormValues } from '../../forms/useFormValues.ts';
import { useSubmit } from '../../forms/useSubmit.ts';
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
  const submit = useSubmit(
    async (body: ChangePasswordRequest) => {
      await api.call(endpoints.changePassword, { body });
      onChanged();
    },
    {
      leaves: true,
      failed: (error) => {
        const message = errorMessage(error, 'Failed to change the password');
        if (message !== PASSWORD_RESET_MESSAGES.currentPasswordWrong) return message;
        form.setError('currentPassword', message);
        document.getElementById(CURRENT_PASSWORD_ID)?.focus();
        return null;
      },
    },
  );

  return (
    <form
      className="stack"
      onSubmit={submit.onSubmit(() => form.validate(changePasswordSchema))}
      noValidate
    >
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
      <FormActions failure={submit.failure} saving={submit.pending} submitLabel="Change Password" />
    </form>
  );
}
