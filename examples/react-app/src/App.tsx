/**
 * A React site that installs @yardstick/widget from npm and shows the estimator. The key and
 * the Yardstick origin come from the address bar (`?apiKey=…&apiBase=…`), so the same build
 * works against any server.
 */
import { useState } from 'react';
import {
  YardstickEstimator,
  type YardstickAcceptedQuote,
  type YardstickAnalysis,
} from '@yardstick/widget/react';

const params = new URLSearchParams(location.search);
const apiKey = params.get('apiKey') ?? 'ys_pk_demo_landing_page';
const apiBase = params.get('apiBase') ?? 'http://localhost:3000';
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function App() {
  const [analysis, setAnalysis] = useState<YardstickAnalysis | null>(null);
  const [quote, setQuote] = useState<YardstickAcceptedQuote | null>(null);

  return (
    <>
      <header>
        <h1>Green Acres Lawn Care</h1>
      </header>
      <main>
        <YardstickEstimator
          className="quote-estimator"
          apiKey={apiKey}
          apiBase={apiBase}
          companyName="Green Acres Lawn Care"
          showHeader
          demo
          onAnalysisComplete={setAnalysis}
          onQuoteAccepted={setQuote}
        />
        <section aria-label="What the site heard">
          {analysis && (
            <p id="heard-analysis">
              Analysed {analysis.address}: {analysis.mowableAreaSqFt.toLocaleString('en-US')} sq ft
              of lawn
            </p>
          )}
          {quote && (
            <p id="heard-quote">
              Quote {quote.id} accepted by {quote.customerName} for {money.format(quote.totalCost)}
            </p>
          )}
        </section>
      </main>
    </>
  );
}
