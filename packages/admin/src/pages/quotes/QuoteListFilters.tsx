import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { QUOTE_STATUSES } from '@yardstick/core/enums';
import { capitalize } from '@yardstick/core/format';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { InputField, SelectField } from '../../ui/Field.tsx';
import { hasQuoteFilters, NO_QUOTE_FILTERS, type QuoteFilterValues } from './quoteListParams.ts';

/** Typing pauses this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

interface QuoteListFiltersProps {
  filters: QuoteFilterValues;
  onChange: (change: Partial<QuoteFilterValues>) => void;
  /** Where "Export CSV" downloads the quotes these filters match. */
  csvUrl: string;
}

/** Search, status, dates and review state of the quote list, and the CSV export of what they match. */
export function QuoteListFilters({ filters, onChange, csvUrl }: QuoteListFiltersProps) {
  const [text, setText] = useState(filters.q);
  // The searches the box sent that have not come back through the address yet. A change from
  // elsewhere (Back, Clear) refills the box; the box's own search coming back, however late,
  // leaves what was typed since.
  const ownSearches = useRef<string[]>([]);
  // The search the box last followed: its first effect may run after the owner has begun to
  // type (the page's effects wait on a busy machine), and must not empty the box.
  const followed = useRef(filters.q);
  useEffect(() => {
    if (filters.q === followed.current) return;
    followed.current = filters.q;
    const own = ownSearches.current.indexOf(filters.q);
    if (own >= 0) {
      ownSearches.current.splice(0, own + 1);
      return;
    }
    ownSearches.current = [];
    setText(filters.q);
  }, [filters.q]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The search goes out after a pause, from the render it was typed in; by then the owner may
  // have chosen a status. It is sent with the filters and onChange of the latest render, so
  // the status chosen meanwhile stays.
  const latest = useRef({ filters, onChange });
  useLayoutEffect(() => {
    latest.current = { filters, onChange };
  }, [filters, onChange]);

  function commitSearch(value: string) {
    clearTimeout(timer.current);
    const q = value.trim();
    if (q === latest.current.filters.q) return;
    ownSearches.current.push(q);
    latest.current.onChange({ q });
  }

  function type(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commitSearch(value), SEARCH_DEBOUNCE_MS);
  }

  function searchKeys(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape' && text !== '') {
      event.preventDefault();
      setText('');
      commitSearch('');
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    commitSearch(text);
  }

  return (
    <form role="search" aria-label="Filter quotes" className="card quote-filters" onSubmit={submit}>
      <InputField
        className="quote-filters__search"
        label="Search"
        type="search"
        placeholder="Customer name, email or address"
        value={text}
        onChange={(event) => type(event.target.value)}
        onKeyDown={searchKeys}
        autoComplete="off"
        maxLength={200}
      />
      <SelectField
        label="Status"
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value })}
      >
        <option value="">All statuses</option>
        {QUOTE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {capitalize(status)}
          </option>
        ))}
      </SelectField>
      <InputField
        label="From"
        type="date"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <InputField
        label="To"
        type="date"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => onChange({ to: event.target.value })}
      />
      <SelectField
        label="Measurement"
        value={filters.reviewRequired}
        onChange={(event) => onChange({ reviewRequired: event.target.value })}
      >
        <option value="">All measurements</option>
        <option value="true">Review required</option>
        <option value="false">No review needed</option>
      </SelectField>
      <SelectField
        label="Show"
        value={filters.archived}
        onChange={(event) => onChange({ archived: event.target.value })}
      >
        <option value="">Current quotes</option>
        <option value="true">Archived quotes</option>
      </SelectField>
      <div className="quote-filters__actions">
        {hasQuoteFilters(filters) && (
          <Button
            variant="ghost"
            onClick={() => {
              clearTimeout(timer.current);
              setText('');
              onChange(NO_QUOTE_FILTERS);
            }}
          >
            Clear Filters
          </Button>
        )}
        <a className={buttonClass({ variant: 'secondary' })} href={csvUrl} download>
          Export CSV
        </a>
      </div>
    </form>
  );
}
