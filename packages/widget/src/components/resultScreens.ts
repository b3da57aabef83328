/** The screens after an analysis: a chunk of its own, fetched once the address field is usable. */
export { Results } from './Results.tsx';
export { QuoteAccepted, ThankYou } from './QuoteAccepted.tsx';
