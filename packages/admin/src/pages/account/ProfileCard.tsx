import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import { ApiError, errorMessage } from '@yardstick/core/client';
import {
  accountUpdateSchema,
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
import { useToast } from '../../ui/toastContext.ts';

interface ProfileCardProps {
  user: CurrentUser;
  onSaved: (user: CurrentUser) => void;
}

const EMAIL_ID = 'account-sign-in-email';

/**
 * The company name (shown to homeowners), the sign-in e-mail and the time zone the quote list's
 * days and the CSV's times are in (the browser's until the owner picks one).
 */
export function ProfileCard({ user, onSaved }: ProfileCardProps) {
  const toast = useToast();
  const form = useFormValues({
    companyName: user.companyName,
    email: user.email,
    timeZone: user.timeZone ?? localTimeZone(),
  });
  const zones = useMemo(() => timeZoneNames(form.values.timeZone), [form.values.timeZone]);
  const submit = useSubmit(
    async (body: AccountUpdate) => {
      onSaved(await api.call(endpoints.updateAccount, { body }));
      toast({
        title: 'Account updated',
        description: 'Your company name, email and time zone are saved.',
      });
    },
    {
      failed: (error) => {
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
        onSubmit={submit.onSubmit(() => form.validate(accountUpdateSchema))}
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
