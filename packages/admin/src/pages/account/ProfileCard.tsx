import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import { ApiError, errorMessage } from '@yardstick/core/client';
import {
  accountUpdateSchema,
  EMAIL_CHANGE_MESSAGES,
  PASSWORD_RESET_MESSAGES,
  type AccountUpdate,
  type CurrentUser,
} from '@yardstick/core/schemas/account';
import { localTimeZone, timeZoneNames } from '@yardstick/core/timeZone';
import { useMemo } from 'react';
import { useFormValues } from '../../forms/useFormValues.ts';
import { useSubmit } from '../../forms/useSubmit.ts';
import { api } from '../../http/client.ts';
import { FormActions } from '../../ui/FormActions.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { InputField, SelectField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useToast } from '../../ui/toastContext.ts';

interface ProfileCardProps {
  user: CurrentUser;
  onSaved: (user: CurrentUser) => void;
}

const EMAIL_ID = 'account-sign-in-email';
const PASSWORD_ID = 'account-email-password';

/**
 * The company name (shown to homeowners), the sign-in e-mail and the time zone the quote list's
 * days and the CSV's times are in (the browser's until the owner picks one). A new e-mail asks
 * for the current password and takes effect when the link sent to it is opened.
 */
export function ProfileCard({ user, onSaved }: ProfileCardProps) {
  const toast = useToast();
  const form = useFormValues({
    companyName: user.companyName,
    email: user.email,
    timeZone: user.timeZone ?? localTimeZone(),
    currentPassword: '',
  });
  const emailChanging = form.values.email.trim().toLowerCase() !== user.email;
  const zones = useMemo(() => timeZoneNames(form.values.timeZone), [form.values.timeZone]);
  const submit = useSubmit(
    async (body: AccountUpdate) => {
      const saved = await api.call(endpoints.updateAccount, { body });
      onSaved(saved);
      toast(
        saved.pendingEmail && body.currentPassword
          ? {
              title: 'Check your new inbox',
              description: `We sent a link to ${saved.pendingEmail}. You sign in with ${saved.email} until you open it.`,
            }
          : {
              title: 'Account updated',
              description: 'Your company name and time zone are saved.',
            },
      );
    },
    {
      failed: (error) => {
        // The current password, missing or wrong, is shown under its own field.
        const passwordRefusals: string[] = [
          EMAIL_CHANGE_MESSAGES.passwordNeeded,
          PASSWORD_RESET_MESSAGES.currentPasswordWrong,
        ];
        if (error instanceof ApiError && passwordRefusals.includes(error.serverMessage ?? '')) {
          form.setError('currentPassword', error.serverMessage ?? '');
          document.getElementById(PASSWORD_ID)?.focus();
          return null;
        }
        // The one refusal about a single field: the address belongs to another account.
        if (error instanceof ApiError && error.status === 409 && error.serverMessage) {
          form.setError('email', error.serverMessage);
          document.getElementById(EMAIL_ID)?.focus();
          return null;
        }
        return errorMessage(error, 'Failed to update your account');
      },
    },
  );

  return (
    <Card aria-labelledby="profile-title">
      <CardHeader titleId="profile-title" title="Company and Sign-in" />
      <form
        className="stack"
        onSubmit={submit.onSubmit(() => {
          const body = form.validate(accountUpdateSchema);
          if (!body || !emailChanging) return body && { ...body, currentPassword: undefined };
          if (body.currentPassword) return body;
          form.setError('currentPassword', EMAIL_CHANGE_MESSAGES.passwordNeeded);
          return null;
        })}
        noValidate
      >
        <InputField
          label="Company name"
          autoComplete="organization"
          hint="Homeowners see it on your storefront, estimator and e-mails."
          {...form.text('companyName')}
        />
        <InputField
          id={EMAIL_ID}
          label="Sign-in email"
          type="email"
          autoComplete="email"
          {...form.text('email')}
        />
        {emailChanging && (
          <InputField
            id={PASSWORD_ID}
            label="Current password"
            type="password"
            autoComplete="current-password"
            hint="Needed to change the sign-in email. We send a link to the new address and let the current one know."
            {...form.text('currentPassword')}
          />
        )}
        {user.pendingEmail && (
          <Notice tone="info">
            Waiting for confirmation: we sent a link to <strong>{user.pendingEmail}</strong>. You
            sign in with {user.email} until it is opened.
          </Notice>
        )}
        <SelectField
          label="Time zone"
          hint="The quote list's dates and the CSV export's times are in this zone."
          {...form.text('timeZone')}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </SelectField>
        <FormActions failure={submit.failure} saving={submit.pending} submitLabel="Save Changes" />
      </form>
    </Card>
  );
}
