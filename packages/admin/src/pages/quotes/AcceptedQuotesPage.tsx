import { useEffect, useState } from 'react';
import { errorMessage } from '@yardstick/core/client';
import type { UpdateAcceptedQuoteRequest } from '@yardstick/core/schemas/quotes';
import { useAsyncData } from '../../hooks/useAsyncData.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { QuoteCard } from './QuoteCard.tsx';
import { listAcceptedQuotes, updateAcceptedQuote } from './quotesApi.ts';
import { useQuoteAnalyses } from './useQuoteAnalyses.ts';
import { Icon } from '../../ui/Icon.tsx';
import './quotes.css';

/** SPEC §2.12, §4.9: the quotes customers accepted, one editable at a time. */
export function AcceptedQuotesPage() {
  useDocumentTitle('Accepted Quotes');
  const toast = useToast();
  const quotes = useAsyncData(listAcceptedQuotes);
  const analyses = useQuoteAnalyses(quotes.data);
  const [editingId, setEditingId] = useState<string | null>(null);

  useEffect(() => {
    if (quotes.error !== undefined) {
      toast(errorToast(errorMessage(quotes.error, 'Failed to fetch accepted quotes')));
    }
  }, [quotes.error, toast]);

  async function save(id: string, update: UpdateAcceptedQuoteRequest) {
    try {
      const saved = await updateAcceptedQuote(id, update);
      quotes.setData((list) =>
        list?.map((quote) =>
          quote.id === id ? { ...quote, status: saved.status, notes: saved.notes } : quote,
        ),
      );
      setEditingId(null);
      toast({ title: 'Success', description: 'Quote status updated successfully' });
    } catch (error) {
      toast(errorToast(errorMessage(error, 'Failed to update quote status')));
    }
  }

  const list = quotes.data;
  return (
    <>
      <PageHeader
        title="Accepted Quotes"
        subtitle="Quotes your customers accepted through your website embed and storefront."
      />
      {quotes.loading && !list && <Loading label="Loading accepted quotes..." />}
      {!quotes.loading && !list && (
        <Card>
          <EmptyState
            title="Accepted quotes could not be loaded"
            action={<Button onClick={() => void quotes.reload()}>Try Again</Button>}
          />
        </Card>
      )}
      {list && list.length === 0 && (
        <Card>
          <EmptyState
            icon={<Icon name="clipboard" size={36} />}
            title="No accepted quotes yet"
            description="When a customer accepts a quote from your embed or storefront, it shows up here."
          />
        </Card>
      )}
      {list && list.length > 0 && (
        <div className="stack">
          {list.map((quote) => (
            <QuoteCard
              key={quote.id}
              quote={quote}
              analysis={quote.propertyAnalysisId ? analyses[quote.propertyAnalysisId] : null}
              editing={editingId === quote.id}
              onToggleEdit={() =>
                setEditingId((current) => (current === quote.id ? null : quote.id))
              }
              onSave={(update) => save(quote.id, update)}
              onQuoteChange={(changed) =>
                quotes.setData((current) =>
                  current?.map((item) => (item.id === changed.id ? changed : item)),
                )
              }
            />
          ))}
        </div>
      )}
    </>
  );
}
