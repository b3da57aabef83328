import { ApiError } from '@yardstick/core/client';
import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import { formatDateTime } from '@yardstick/core/format';
import type {
  MailSettingsResponse,
  SentMail,
  UpdateMailSettingsRequest,
} from '@yardstick/core/schemas/mail';
import { useState } from 'react';
import { api } from '../../http/client.ts';
import { useAsyncData } from '../../hooks/useAsyncData.ts';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { CheckboxField, InputField } from '../../ui/Field.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { fieldRefusalOrToast } from '../../forms/fieldRefusalOrToast.ts';
import { useSubmit } from '../../forms/useSubmit.ts';

/** A message still being retried after an error reads as failing, not merely waiting. */
function statusOf(mail: SentMail): { label: string; tone: BadgeTone } {
  if (mail.status === 'sent') return { label: 'Sent', tone: 'green' };
  if (mail.status === 'failed') return { label: 'Failed', tone: 'red' };
  return mail.lastError ? { label: 'Retrying', tone: 'yellow' } : { label: 'Queued', tone: 'gray' };
}

/** The e-mails an accepted quote sends: on or off, where the owner's copy goes, and how the latest went. */
export function MailSettingsCard({ signInEmail }: { signInEmail: string }) {
  const toast = useToast();
  const loaded = useAsyncData(() => api.call(endpoints.mailSettings));
  return (
    <Card aria-labelledby="mail-settings-title">
      <CardHeader titleId="mail-settings-title" title="Email Notifications" />
      {loaded.loading && !loaded.data && <Loading label="Loading email settings" />}
      {loaded.error !== undefined && !loaded.data && (
        <p className="muted">Email settings could not be loaded.</p>
      )}
      {loaded.data && (
        <MailSettingsForm
          key={JSON.stringify(loaded.data.mailSettings)}
          answer={loaded.data}
          signInEmail={signInEmail}
          onSaved={() => {
            toast({ title: 'Saved', description: 'Email settings updated' });
            void loaded.reload();
          }}
          onResent={() => {
            toast({ title: 'Queued', description: 'The email will be sent again shortly.' });
            void loaded.reload();
          }}
          onError={(message) => toast(errorToast(message))}
        />
      )}
    </Card>
  );
}

interface FormProps {
  answer: MailSettingsResponse;
  signInEmail: string;
  onSaved(): void;
  onResent(): void;
  onError(message: string): void;
}

function MailSettingsForm({ answer, signInEmail, onSaved, onResent, onError }: FormProps) {
  const settings = answer.mailSettings;
  const [ownerOnAccept, setOwnerOnAccept] = useState(settings.ownerOnAccept);
  const [customerOnAccept, setCustomerOnAccept] = useState(settings.customerOnAccept);
  const [notificationEmail, setNotificationEmail] = useState(settings.notificationEmail ?? '');
  const [fieldError, setFieldError] = useState<string>();
  const submit = useSubmit(
    async (body: UpdateMailSettingsRequest) => {
      setFieldError(undefined);
      await api.call(endpoints.updateMailSettings, { body });
      onSaved();
    },
    {
      failed: fieldRefusalOrToast('Email settings could not be saved.', {
        field: setFieldError,
        toast: onError,
      }),
    },
  );

  return (
    <>
      <form
        className="stack"
        onSubmit={submit.onSubmit(() => ({ ownerOnAccept, customerOnAccept, notificationEmail }))}
        noValidate
      >
        <CheckboxField
          label="Email me when a homeowner accepts a quote"
          checked={ownerOnAccept}
          onChange={(event) => setOwnerOnAccept(event.target.checked)}
        />
        <InputField
          label="Send my notifications to"
          type="email"
          placeholder={signInEmail}
          hint="Leave blank to use your sign-in email."
          value={notificationEmail}
          error={fieldError}
          onChange={(event) => setNotificationEmail(event.target.value)}
        />
        <CheckboxField
          label="Send the homeowner a confirmation of what they accepted"
          checked={customerOnAccept}
          onChange={(event) => setCustomerOnAccept(event.target.checked)}
        />
        <div className="row">
          <Button type="submit" size="sm" disabled={submit.pending}>
            {submit.pending ? 'Saving…' : 'Save Email Settings'}
          </Button>
        </div>
      </form>
      <RecentMail mails={answer.recentMail} onResent={onResent} onError={onError} />
    </>
  );
}

interface RecentMailProps {
  mails: SentMail[];
  onResent(): void;
  onError(message: string): void;
}

/** Queues a failed message again (once; the server keeps count of the owner's resends). */
function ResendButton({
  mail,
  onResent,
  onError,
}: { mail: SentMail } & Omit<RecentMailProps, 'mails'>) {
  const submit = useSubmit(
    async () => {
      await api.call(endpoints.resendMail, { params: { id: mail.id } });
      onResent();
    },
    {
      failed: (error) => {
        onError(
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : 'The email could not be queued again.',
        );
        return null;
      },
    },
  );
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={submit.pending}
      onClick={() => submit.run()}
      aria-label={`Resend ${mail.label} to ${mail.to}`}
    >
      {submit.pending ? 'Resending…' : 'Resend'}
    </Button>
  );
}

function RecentMail({ mails, onResent, onError }: RecentMailProps) {
  if (mails.length === 0) return <p className="muted">No emails sent yet.</p>;
  return (
    <div className="recent-mail">
      <h3 className="recent-mail__title">Latest emails</h3>
      <ul className="recent-mail__list">
        {mails.slice(0, 5).map((mail) => {
          const status = statusOf(mail);
          return (
            <li key={mail.id} className="recent-mail__item">
              <div className="recent-mail__line">
                <span>{mail.label}</span>
                <span className="row">
                  <Badge tone={status.tone}>{status.label}</Badge>
                  {mail.canResend && (
                    <ResendButton mail={mail} onResent={onResent} onError={onError} />
                  )}
                </span>
              </div>
              <div className="muted recent-mail__meta">
                {mail.to} · {formatDateTime(mail.createdAt)}
              </div>
              {mail.status !== 'sent' && mail.lastError && (
                <div className="recent-mail__error">{mail.lastError}</div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
