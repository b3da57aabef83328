import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import { errorMessage } from '@yardstick/core/client';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSubmit } from '../../forms/useSubmit.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { api } from '../../http/client.ts';
import { useSession } from '../../session/sessionContext.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Notice } from '../../ui/Notice.tsx';
import './auth.css';

/**
 * The page the confirmation e-mail links to. The owner presses a button rather than the page
 * confirming on load, so a mail scanner that opens links cannot use the link up.
 */
export function ConfirmEmailPage() {
  useDocumentTitle('Confirm Your New Email');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { refresh } = useSession();
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const submit = useSubmit(
    async () => {
      const answer = await api.call(endpoints.confirmEmailChange, { body: { token } });
      setConfirmed(answer.email);
      await refresh().catch(() => null);
    },
    {
      failed: (error) => errorMessage(error, 'The email could not be confirmed. Please try again.'),
    },
  );

  if (!token) {
    return (
      <Card className="auth-card">
        <h1>Confirm your new email</h1>
        <Notice tone="danger">This page needs the link from the confirmation e-mail.</Notice>
      </Card>
    );
  }
  if (confirmed) {
    return (
      <Card className="auth-card">
        <h1>Confirm your new email</h1>
        <Notice tone="success">
          You now sign in with {confirmed}. <Link to="/login">Sign in</Link>
        </Notice>
      </Card>
    );
  }
  return (
    <Card className="auth-card">
      <h1>Confirm your new email</h1>
      <form className="stack" onSubmit={submit.onSubmit(() => undefined)} noValidate>
        <p>Your account signs in with its old address until you confirm the new one.</p>
        {submit.failure && (
          <div role="alert">
            <Notice tone="danger">{submit.failure}</Notice>
          </div>
        )}
        <Button type="submit" disabled={submit.pending}>
          Confirm New Email
        </Button>
      </form>
    </Card>
  );
}
