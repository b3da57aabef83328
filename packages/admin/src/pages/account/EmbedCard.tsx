import {
  embedAutoResizeCode,
  embedIframeCode,
  embedReactCode,
  embedScriptCode,
  embedUrl,
  widgetInstallCommand,
  type EmbedTarget,
} from '@yardstick/core/embed';
import { version as widgetVersion } from '@yardstick/widget/package.json';
import type { FocusEvent } from 'react';
import { Button } from '../../ui/Button.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { useConfirm } from '../../ui/confirmContext.ts';
import { InputField, TextareaField } from '../../ui/Field.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { useToast } from '../../ui/toastContext.ts';
import { useEmbedKey } from './useEmbedKey.ts';

const GENERATING = 'Generating embed link...';

/** A read-only code field selects all of itself when focused, ready to copy by hand. */
function selectAll(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) {
  event.currentTarget.select();
}

/** Copies a snippet, saying so, or why not (SPEC §8's embed-link texts). */
function useCopy() {
  const toast = useToast();
  return async function copy(text: string | null, what: string) {
    if (!text) {
      toast({
        title: 'No Embed Link',
        description: 'Please wait for the embed link to be generated.',
        variant: 'destructive',
      });
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied!', description: `The ${what} is on your clipboard.` });
    } catch {
      toast({
        title: 'Copy Failed',
        description: 'Unable to copy to clipboard. Please try again.',
        variant: 'destructive',
      });
    }
  };
}

interface SnippetProps {
  label: string;
  hint?: string;
  code: string | null;
  rows: number;
  copyLabel: string;
  /** What the toast says was copied. */
  what: string;
}

function Snippet({ label, hint, code, rows, copyLabel, what }: SnippetProps) {
  const copy = useCopy();
  return (
    <>
      <TextareaField
        label={label}
        hint={hint}
        readOnly
        rows={rows}
        className="code-field"
        value={code ?? GENERATING}
        onFocus={selectAll}
      />
      <div className="row">
        <Button onClick={() => void copy(code, what)}>{copyLabel}</Button>
      </div>
    </>
  );
}

function ReactPanel({ target }: { target: EmbedTarget | null }) {
  const copy = useCopy();
  // This server serves the package it was built with: nothing to publish, no registry needed.
  const install = widgetInstallCommand(window.location.origin, widgetVersion);
  return (
    <>
      <InputField
        label="Install the package"
        readOnly
        className="code-field"
        value={install}
        onFocus={selectAll}
        suffix={
          <Button variant="ghost" size="sm" onClick={() => void copy(install, 'install command')}>
            Copy
          </Button>
        }
      />
      <Snippet
        label="React component code"
        code={target && embedReactCode(target)}
        rows={12}
        copyLabel="Copy React Code"
        what="React code"
      />
    </>
  );
}

/**
 * SPEC §2.10, §4.7: the estimator's embed code three ways (script tag, iframe, React), each
 * with the owner's key; refreshing the key changes all three.
 */
export function EmbedCard({ companyName }: { companyName: string }) {
  const confirm = useConfirm();
  const { apiKey, refreshing, refresh } = useEmbedKey();
  const target = apiKey ? { origin: window.location.origin, apiKey, companyName } : null;

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
        <Tabs
          label="Ways to embed"
          tabs={[
            {
              id: 'script',
              label: 'Script tag',
              panel: (
                <Snippet
                  label="Script tag code"
                  code={target && embedScriptCode(target)}
                  rows={6}
                  copyLabel="Copy Script Tag"
                  what="script tag"
                />
              ),
            },
            {
              id: 'iframe',
              label: 'iframe',
              panel: (
                <>
                  <InputField
                    label="Embed link"
                    readOnly
                    value={target ? embedUrl(target) : GENERATING}
                    onFocus={selectAll}
                  />
                  <Snippet
                    label="Embed code"
                    code={target && embedIframeCode(target)}
                    rows={4}
                    copyLabel="Copy Embed Code"
                    what="embed code"
                  />
                  <Snippet
                    label="Auto-resizing iframe code"
                    hint="The same iframe with a small script that grows it to fit the estimator, so it never scrolls inside itself. Without scripts it stays 800 px tall."
                    code={target && embedAutoResizeCode(target)}
                    rows={6}
                    copyLabel="Copy Auto-resizing Code"
                    what="auto-resizing embed code"
                  />
                </>
              ),
            },
            { id: 'react', label: 'React', panel: <ReactPanel target={target} /> },
          ]}
        />
        <div className="row">
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
