import { Button } from '../../ui/Button.tsx';

interface QuotePaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** Shown while the next page is on its way. */
  loading: boolean;
  onPage: (page: number) => void;
  /** The copy under the list: its own landmark name, and the count is not announced twice. */
  atEnd?: boolean;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "Showing 21–25 of 25 quotes" with Previous and Next. */
export function QuotePagination({
  page,
  pageSize,
  total,
  loading,
  onPage,
  atEnd = false,
}: QuotePaginationProps) {
  const pages = pageCount(total, pageSize);
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return (
    <nav className="quote-pages" aria-label={atEnd ? 'Quote pages, end of list' : 'Quote pages'}>
      <p className="small muted quote-pages__summary" role={atEnd ? undefined : 'status'}>
        {loading
          ? 'Loading quotes...'
          : `Showing ${first}–${last} of ${total} ${total === 1 ? 'quote' : 'quotes'}`}
      </p>
      {pages > 1 && (
        <div className="row quote-pages__buttons">
          <Button
            size="sm"
            variant="secondary"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            Previous
          </Button>
          <span className="small" aria-current="page">
            Page {Math.min(page, pages)} of {pages}
          </span>
          <Button
            size="sm"
            variant="secondary"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            Next
          </Button>
        </div>
      )}
    </nav>
  );
}
