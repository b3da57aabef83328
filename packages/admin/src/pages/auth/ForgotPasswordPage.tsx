import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@yardstick/core/client';
import { passwordResetRequestSchema } from '@yardstick/core/schemas/account';
import { useFormValues } from '../../forms/useFormValues.ts';
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
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate(passwordResetRequestSchema);
    if (!body) return;
    setSending(true);
    setFailure(null);
    try {
      const answer = await api.call(endpoints.requestPasswordReset, {
        body,
      });
      setSent(answer.message);
    } catch (error) {
      setFailure(errorMessage(error, 'The link could not be sent. Please try again.'));
    }
    setSending(false);
  }

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
          <form className="stack" onSubmit={handleSubmit} noValidate>
            <InputField label="Email" type="email" autoComplete="email" {...form.text('email')} />
            {failure && (
              <Notice tone="danger" role="alert">
                {failure}
              </Notice>
            )}
            <Button type="submit" block size="lg" loading={sending}>
              {sending ? 'Sending...' : 'Send Reset Link'}
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
