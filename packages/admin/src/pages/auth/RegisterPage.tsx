import { Link, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_REGISTER_PLAN, isPaidPlanId } from '@yardstick/core/plans';
import {
  registrationRequestSchema,
  type RegistrationRequest,
} from '@yardstick/core/schemas/account';
import { useFormValues } from '../../forms/useFormValues.ts';
import { useSubmit } from '../../forms/useSubmit.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useSession } from '../../session/sessionContext.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { CheckboxField, InputField } from '../../ui/Field.tsx';
import { useToast } from '../../ui/toastContext.ts';
import { CredentialFields } from './CredentialFields.tsx';
import { registerAndStartTrial, registrationFailureToast } from './registerFlow.ts';
import { TrialInfoCard } from './TrialInfoCard.tsx';
import './auth.css';

const EMPTY = {
  companyName: '',
  email: '',
  password: '',
  termsOfUseAccepted: false,
  privacyPolicyAccepted: false,
};

function LegalLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** SPEC §2.6, §4.5, §5: registration with field messages, then the trial, then /services. */
export function RegisterPage() {
  useDocumentTitle('Create Account');
  const [searchParams] = useSearchParams();
  const planParam = searchParams.get('plan');
  const plan = isPaidPlanId(planParam) ? planParam : DEFAULT_REGISTER_PLAN;
  const navigate = useNavigate();
  const session = useSession();
  const toast = useToast();
  const form = useFormValues(EMPTY);
  const submit = useSubmit(
    async (registration: RegistrationRequest) => {
      const registered = await registerAndStartTrial(registration, plan);
      toast(registered.toast);
      await session.refresh();
      // Without a trial the subscription page offers to start one, on the chosen plan.
      navigate(registered.trialStarted ? '/services' : `/subscription?plan=${plan}`);
    },
    {
      leaves: true,
      failed: (error) => {
        toast(registrationFailureToast(error));
        return null;
      },
    },
  );

  return (
    <div className="register-layout grid-auto">
      <Card className="auth-card">
        <h1>Create your account</h1>
        <p className="muted">Start quoting lawns in minutes.</p>
        <form
          className="stack"
          onSubmit={submit.onSubmit(() => form.validate(registrationRequestSchema))}
          noValidate
        >
          <InputField
            label="Company name"
            autoComplete="organization"
            {...form.text('companyName')}
          />
          <CredentialFields
            email={form.text('email')}
            password={form.text('password')}
            newPassword
          />
          <CheckboxField
            label={
              <>
                I accept the <LegalLink to="/terms-of-use">Terms of Use</LegalLink>
              </>
            }
            {...form.checkbox('termsOfUseAccepted')}
          />
          <CheckboxField
            label={
              <>
                I accept the <LegalLink to="/privacy-policy">Privacy Policy</LegalLink>
              </>
            }
            {...form.checkbox('privacyPolicyAccepted')}
          />
          <Button type="submit" block size="lg" loading={submit.pending}>
            {submit.pending ? 'Creating account...' : 'Create Account'}
          </Button>
        </form>
        <p className="small muted" style={{ marginTop: 16, marginBottom: 0 }}>
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      </Card>
      <TrialInfoCard plan={plan} />
    </div>
  );
}
