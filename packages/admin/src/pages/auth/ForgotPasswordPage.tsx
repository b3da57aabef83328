import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@yardstick/core/client';
import {
  passwordResetRequestSchema,
  type PasswordResetRequest,
} from '@yardstick/core/schemas/account';
import { useFormValues } from '../../forms/useFormValues.ts';
import { useSubmit } from '../../forms/useSubmit.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { api } from '../../http/client.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { InputField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import './auth.css';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  useDocumentTitle('Reset Password');
  const form = useFormValues({ email: '' });
  const [sent, setSent] = useState<string | null>(null);
  const submit = useSubmit(
    async (body: PasswordResetRequest) => {
      const answer = await api.call(endpoints.requestPasswordReset, { body });
      setSent(answer.message);
    },
    { failed: (error) => errorMessage(error, 'The link could not be sent. Please try again.') },
  );

  return (
    <Card className="auth-card">
      <h1>Reset your password</h1>
      {sent ? (
        <Notice tone="success" role="status">
          {sent}
        </Notice>
      ) : (
        <>
          <p className="muted">Enter your account's email and we will send you a link.</p>
          <form
            className="stack"
            onSubmit={submit.onSubmit(() => form.validate(passwordResetRequestSchema))}
            noValidate
          >
            <InputField label="Email" type="email" autoComplete="email" {...form.text('email')} />
            {submit.failure && (
              <Notice tone="danger" role="alert">
                {submit.failure}
              </Notice>
            )}
            <Button type="submit" block size="lg" loading={submit.pending}>
              {submit.pending ? 'Sending...' : 'Send Reset Link'}
            </Button>
          </form>
        </>
      )}
      <p className="small muted" style={{ marginTop: 16, marginBottom: 0 }}>
        Remembered it? <Link to="/login">Sign in</Link>
      </p>
    </Card>
  );
}
