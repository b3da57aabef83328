import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '@yardstick/core/client';
import { loginRequestSchema, type LoginRequest } from '@yardstick/core/schemas/account';
import { api } from '../../http/client.ts';
import { useFormValues } from '../../forms/useFormValues.ts';
import { useSubmit } from '../../forms/useSubmit.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { redirectTarget } from '../../session/redirectTarget.ts';
import { useSession } from '../../session/sessionContext.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { useToast } from '../../ui/toastContext.ts';
import { CredentialFields } from './CredentialFields.tsx';
import './auth.css';

/** SPEC §2.5: sign in, then back to the page asked for (or /account), replacing history. */
export function LoginPage() {
  useDocumentTitle('Sign In');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const form = useFormValues({ email: '', password: '' });
  const target = redirectTarget(location.state);
  const submit = useSubmit(
    async (credentials: LoginRequest) => {
      await api.call(endpoints.login, { body: credentials });
      await session.refresh();
      navigate(target, { replace: true });
    },
    {
      leaves: true,
      failed: (error) => {
        toast({
          title: 'Failed to login',
          description: errorMessage(error, 'Login failed'),
          variant: 'destructive',
        });
        return null;
      },
    },
  );

  if (session.status === 'signedIn' && !submit.pending) return <Navigate to={target} replace />;

  return (
    <Card className="auth-card">
      <h1>Sign in</h1>
      <p className="muted">Welcome back. Sign in to manage your quotes and services.</p>
      <form
        className="stack"
        onSubmit={submit.onSubmit(() => form.validate(loginRequestSchema))}
        noValidate
      >
        <CredentialFields email={form.text('email')} password={form.text('password')} />
        <Button type="submit" block size="lg" loading={submit.pending}>
          {submit.pending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <p className="small muted" style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <p className="small muted" style={{ marginTop: 8, marginBottom: 0 }}>
        Don't have an account? <Link to="/register">Create one</Link>
      </p>
    </Card>
  );
}
