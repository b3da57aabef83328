import { embedAutoResizeCode, embedIframeCode, embedUrl } from '@yardstick/core/embed';
import { Button } from '../../ui/Button.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { useConfirm } from '../../ui/confirmContext.ts';
import { InputField, TextareaField } from '../../ui/Field.tsx';
import { useToast } from '../../ui/toastContext.ts';
import { useEmbedKey } from './useEmbedKey.ts';

/** SPEC §2.10, §4.7: the embed link and iframe code, with copy and refresh. */
export function EmbedCard({ companyName }: { companyName: string }) {
  const toast = useToast();
  const confirm = useConfirm();
  const { apiKey, refreshing, refresh } = useEmbedKey();
  const target = apiKey ? { origin: window.location.origin, apiKey, companyName } : null;
  const code = target ? embedIframeCode(target) : '';
  const autoResizeCode = target ? embedAutoResizeCode(target) : '';

  async function copyCode(text: string) {
    if (!target) {
      toast({
        title: 'No Embed Link',
        description: 'Please wait for the embed link to be generated.',
        variant: 'destructive',
      });
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied!', description: 'The embed code is on your clipboard.' });
    } catch {
      toast({
        title: 'Copy Failed',
        description: 'Unable to copy to clipboard. Please try again.',
        variant: 'destructive',
      });
    }
  }

  async function confirmRefresh() {
    const yes = await confirm({
      title: 'Refresh embed link?',
      message:
        'A new embed link will be created and the current one will stop working. Every website using the old code must be updated.',
      confirmLabel: 'Refresh Link',
      destructive: true,
    });
    if (yes) await refresh();
  }

  return (
    <Card aria-labelledby="embed-title">
      <CardHeader
        titleId="embed-title"
        title="Embed on Your Website"
        description="Paste this code into any page of your website to show your instant-quote estimator."
      />
      <div className="stack">
        <InputField
          label="Embed link"
          readOnly
          value={target ? embedUrl(target) : 'Generating embed link...'}
          onFocus={(event) => event.currentTarget.select()}
        />
        <TextareaField
          label="Embed code"
          readOnly
          rows={4}
          className="code-field"
          value={code || 'Generating embed link...'}
          onFocus={(event) => event.currentTarget.select()}
        />
        <TextareaField
          label="Auto-resizing iframe code"
          hint="The same iframe with a small script that grows it to fit the estimator, so it never scrolls inside itself. Without scripts it stays 800 px tall."
          readOnly
          rows={6}
          className="code-field"
          value={autoResizeCode || 'Generating embed link...'}
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="row">
          <Button onClick={() => void copyCode(code)}>Copy Embed Code</Button>
          <Button variant="secondary" onClick={() => void copyCode(autoResizeCode)}>
            Copy Auto-resizing Code
          </Button>
          <Button
            variant="secondary"
            loading={refreshing}
            disabled={!apiKey}
            onClick={() => void confirmRefresh()}
          >
            Refresh Embed Link
          </Button>
        </div>
      </div>
    </Card>
  );
}
