import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Estimator } from '@yardstick/widget';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { Card } from '../../ui/Card.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { usePostHeightToParent } from './usePostHeightToParent.ts';
import { verifyEmbedKey, type EmbedAccess } from './verifyEmbedKey.ts';
import './embed.css';

function EmbedMessage({ title, message }: { title: string; message: string }) {
  return (
    <main className="embed-page embed-page--message">
      <Card className="embed-message" role="alert">
        <h1 className="card__title">{title}</h1>
        <p className="muted" style={{ margin: '8px 0 0' }}>
          {message}
        </p>
      </Card>
    </main>
  );
}

/** SPEC §2.8: the estimator for an iframe, unlocked by the owner's key; no site header or footer. */
export function EmbedPage() {
  const [searchParams] = useSearchParams();
  const apiKey = searchParams.get('apiKey') ?? '';
  const companyName = searchParams.get('companyName') ?? undefined;
  useDocumentTitle(companyName ? `${companyName} - Instant Quote` : 'Instant Quote');
  const [access, setAccess] = useState<EmbedAccess>({ state: 'checking' });
  const content = useRef<HTMLElement>(null);
  usePostHeightToParent(content, access.state);

  useEffect(() => {
    if (!apiKey) return;
    let active = true;
    void verifyEmbedKey(apiKey).then((result) => {
      if (active) setAccess(result);
    });
    return () => {
      active = false;
    };
  }, [apiKey]);

  if (!apiKey)
    return <EmbedMessage title="Access Denied" message="API key is required for embed access." />;
  if (access.state === 'checking') {
    return (
      <main className="embed-page">
        <Loading label="Loading estimator" />
      </main>
    );
  }
  if (access.state === 'denied')
    return <EmbedMessage title="Access Denied" message={access.message} />;
  if (access.state === 'invalid') {
    return (
      <EmbedMessage
        title="Invalid Request"
        message="The embed link is incomplete. Please check the embed code."
      />
    );
  }
  return (
    <main className="embed-page" ref={content}>
      <h1 className="visually-hidden">{companyName ?? access.companyName} instant quote</h1>
      <Estimator
        apiKey={apiKey}
        companyName={companyName ?? access.companyName}
        showHeader={false}
      />
    </main>
  );
}
