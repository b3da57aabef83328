import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import { ApiError, errorMessage } from '@yardstick/core/client';
import {
  accountUpdateSchema,
  type AccountUpdate,
  type CurrentUser,
} from '@yardstick/core/schemas/account';
import { useFormValues } from '../../forms/useFormValues.ts';
import { useSubmit } from '../../forms/useSubmit.ts';
import { api } from '../../http/client.ts';
import { FormActions } from '../../ui/FormActions.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { InputField } from '../../ui/Field.tsx';
import { useToast } from '../../ui/toastContext.ts';

interface ProfileCardProps {
  user: CurrentUser;
  onSaved: (user: CurrentUser) => void;
}

const EMAIL_ID = 'account-sign-in-email';

/** The company name (shown to homeowners) and the sign-in e-mail. */
export function ProfileCard({ user, onSaved }: ProfileCardProps) {
  const toast = useToast();
  const form = useFormValues({ companyName: user.companyName, email: user.email });
  const submit = useSubmit(
    async (body: AccountUpdate) => {
      onSaved(await api.call(endpoints.updateAccount, { body }));
      toast({ title: 'Account updated', description: 'Your company name and email are saved.' });
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
        <FormActions failure={submit.failure} saving={submit.pending} submitLabel="Save Changes" />
      </form>
    </Card>
  );
}
