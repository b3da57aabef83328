import { useEffect, useState } from 'react';
import { errorMessage } from '@yardstick/core/client';
import type { AcceptedQuote, UpdateAcceptedQuoteRequest } from '@yardstick/core/schemas/quotes';
import { localTimeZone } from '@yardstick/core/timeZone';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useIsMobile } from '../../hooks/useIsMobile.ts';
import { useSession } from '../../session/sessionContext.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { useConfirm } from '../../ui/confirmContext.ts';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { QuoteCard } from './QuoteCard.tsx';
import { QuoteRow } from './QuoteRow.tsx';
import { QuoteListFilters } from './QuoteListFilters.tsx';
import {
  hasQuoteFilters,
  NO_QUOTE_FILTERS,
  quoteApiSearch,
  quoteExportSearch,
  type QuoteFilterValues,
} from './quoteListParams.ts';
import { QuotePagination } from './QuotePagination.tsx';
import {
  acceptedQuotesCsvUrl,
  deleteAcceptedQuote,
  setQuoteArchived,
  updateAcceptedQuote,
} from './quotesApi.ts';
import { useQuoteAnalyses } from './useQuoteAnalyses.ts';
import { useQuoteListAddress } from './useQuoteListAddress.ts';
import { useQuoteList } from './useQuoteList.ts';
import './quotes.css';

/** SPEC §2.12, §4.9: the quotes customers accepted, a page at a time, one editable at a time. */
export function AcceptedQuotesPage() {
  useDocumentTitle('Accepted Quotes');
  const toast = useToast();
  const confirm = useConfirm();
  const { params, show } = useQuoteListAddress();
  const timeZone = useSession().user?.timeZone ?? localTimeZone();
  const quotes = useQuoteList(quoteApiSearch(params, { withPage: true, timeZone }));
  const list = quotes.data?.acceptedQuotes;
  // On a phone each quote is a compact row; its card, and so its map, loads when opened.
  const compact = useIsMobile();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const analyses = useQuoteAnalyses(
    compact ? list?.filter((quote) => openIds.has(quote.id)) : list,
  );
  const [editingId, setEditingId] = useState<string | null>(null);
  const toggleOpen = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  useEffect(() => {
    if (quotes.error !== undefined) {
      toast(errorToast(errorMessage(quotes.error, 'Failed to fetch accepted quotes')));
    }
  }, [quotes.error, toast]);

  function showPage(page: number, change: Partial<QuoteFilterValues> = {}) {
    setEditingId(null);
    show({ ...change, page });
  }

  async function archive(quote: AcceptedQuote) {
    const archiving = quote.archivedAt === null;
    try {
      await setQuoteArchived(quote.id, archiving);
      toast({
        title: archiving ? 'Quote archived' : 'Quote restored',
        description: archiving
          ? `${quote.customerName} is under Show: Archived quotes.`
          : `${quote.customerName} is back in the current quotes.`,
      });
      quotes.reload();
    } catch (error) {
      toast(errorToast(errorMessage(error, 'The quote could not be changed.')));
    }
  }

  async function remove(quote: AcceptedQuote) {
    const sure = await confirm({
      title: 'Delete quote',
      message: `Delete the quote of ${quote.customerName}? It cannot be brought back; archive it to keep it out of the way instead.`,
      confirmLabel: 'Delete Quote',
      destructive: true,
    });
    if (!sure) return;
    try {
      await deleteAcceptedQuote(quote.id);
      toast({ title: 'Quote deleted', description: `The quote of ${quote.customerName} is gone.` });
      quotes.reload();
    } catch (error) {
      toast(errorToast(errorMessage(error, 'The quote could not be deleted.')));
    }
  }

  async function save(id: string, update: UpdateAcceptedQuoteRequest) {
    try {
      const saved = await updateAcceptedQuote(id, update);
      quotes.replaceQuote(id, (quote) => ({ ...quote, status: saved.status, notes: saved.notes }));
      setEditingId(null);
      toast({ title: 'Success', description: 'Quote status updated successfully' });
    } catch (error) {
      toast(errorToast(errorMessage(error, 'Failed to update quote status')));
    }
  }

  const filtered = hasQuoteFilters(params);
  const pagination = quotes.data && {
    page: quotes.data.page,
    pageSize: quotes.data.pageSize,
    total: quotes.data.total,
    loading: quotes.loading,
    onPage: (page: number) => {
      showPage(page);
      window.scrollTo({ top: 0 });
    },
  };
  return (
    <>
      <PageHeader
        title="Accepted Quotes"
        subtitle="Quotes your customers accepted through your website embed and storefront."
      />
      {(filtered || (list && list.length > 0) || params.page > 1) && (
        <QuoteListFilters
          filters={params}
          onChange={(change) => showPage(1, change)}
          csvUrl={acceptedQuotesCsvUrl(quoteExportSearch(params, timeZone))}
        />
      )}
      {quotes.loading && !list && <Loading label="Loading accepted quotes..." />}
      {!quotes.loading && !list && (
        <Card>
          <EmptyState
            title="Accepted quotes could not be loaded"
            action={<Button onClick={quotes.reload}>Try Again</Button>}
          />
        </Card>
      )}
      {quotes.data && list && list.length === 0 && (
        <Card>
          {quotes.data.total > 0 ? (
            <EmptyState
              title="No quotes on this page"
              description={`The list ends on an earlier page.`}
              action={<Button onClick={() => showPage(1)}>Go to First Page</Button>}
            />
          ) : filtered ? (
            <EmptyState
              icon={<Icon name="clipboard" size={36} />}
              title="No quotes match these filters"
              description="Try other words or dates, or clear the filters to see every quote."
              action={<Button onClick={() => showPage(1, NO_QUOTE_FILTERS)}>Clear Filters</Button>}
            />
          ) : (
            <EmptyState
              icon={<Icon name="clipboard" size={36} />}
              title="No accepted quotes yet"
              description="When a customer accepts a quote from your embed or storefront, it shows up here."
            />
          )}
        </Card>
      )}
      {pagination && list && list.length > 0 && (
        <div className="stack">
          <QuotePagination {...pagination} />
          <div
            className={quotes.loading ? 'stack quote-list quote-list--loading' : 'stack quote-list'}
            aria-busy={quotes.loading || undefined}
          >
            {list.map((quote) => {
              const card = (
                <QuoteCard
                  key={quote.id}
                  quote={quote}
                  timeZone={timeZone}
                  analysis={quote.propertyAnalysisId ? analyses[quote.propertyAnalysisId] : null}
                  editing={editingId === quote.id}
                  onToggleEdit={() =>
                    setEditingId((current) => (current === quote.id ? null : quote.id))
                  }
                  onSave={(update) => save(quote.id, update)}
                  onQuoteChange={(changed) => quotes.replaceQuote(changed.id, () => changed)}
                  onArchive={() => void archive(quote)}
                  onDelete={() => void remove(quote)}
                />
              );
              if (!compact) return card;
              return (
                <QuoteRow
                  key={quote.id}
                  quote={quote}
                  timeZone={timeZone}
                  expanded={openIds.has(quote.id)}
                  onToggle={() => toggleOpen(quote.id)}
                >
                  {card}
                </QuoteRow>
              );
            })}
          </div>
          {list.length > 3 && <QuotePagination {...pagination} atEnd />}
        </div>
      )}
    </>
  );
}
