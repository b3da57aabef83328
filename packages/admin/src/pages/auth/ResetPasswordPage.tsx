import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '@yardstick/core/client';
import { passwordResetConfirmSchema } from '@yardstick/core/schemas/account';
import { useFormValues } from '../../forms/useFormValues.ts';
import { useSubmit } from '../../forms/useSubmit.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { api } from '../../http/client.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { InputField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useToast } from '../../ui/toastContext.ts';
import './auth.css';

/** The page the reset e-mail links to: a new password for the token in the link. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a New Password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const form = useFormValues({ password: '', confirm: '' });
  const [mismatch, setMismatch] = useState(false);
  const submit = useSubmit(
    async (password: string) => {
      await api.call(endpoints.confirmPasswordReset, { body: { token, password } });
      toast({
        title: 'Password changed',
        description: 'Sign in with your new password. Every other device was signed out.',
      });
      navigate('/login', { replace: true });
    },
    {
      leaves: true,
      failed: (error) =>
        errorMessage(error, 'The password could not be changed. Please try again.'),
    },
  );

  function checked() {
    const body = form.validate(passwordResetConfirmSchema.pick({ password: true }));
    if (!body) return null;
    if (form.values.confirm !== form.values.password) {
      setMismatch(true);
      return null;
    }
    return body.password;
  }

  if (!token) {
    return (
      <Card className="auth-card">
        <h1>Choose a new password</h1>
        <Notice tone="danger">
          This page needs the link from the reset e-mail.{' '}
          <Link to="/forgot-password">Ask for a new link</Link>.
        </Notice>
      </Card>
    );
  }

  const confirm = form.text('confirm');
  return (
    <Card className="auth-card">
      <h1>Choose a new password</h1>
      <form className="stack" onSubmit={submit.onSubmit(checked)} noValidate>
        <InputField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          {...form.text('password')}
        />
        <InputField
          label="Repeat the new password"
          type="password"
          autoComplete="new-password"
          {...confirm}
          error={mismatch ? 'The two passwords are not the same' : confirm.error}
          onChange={(event) => {
            setMismatch(false);
            confirm.onChange(event);
          }}
        />
        {submit.failure && (
          <Notice tone="danger" role="alert">
            {submit.failure} <Link to="/forgot-password">Ask for a new link</Link>
          </Notice>
        )}
        <Button type="submit" block size="lg" loading={submit.pending}>
          {submit.pending ? 'Saving...' : 'Set New Password'}
        </Button>
      </form>
    </Card>
  );
}
