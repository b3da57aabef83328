import { applyDesignTokens } from '@yardstick/core/designTokens';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { readMainHostMeta } from './host/mainSite.ts';
import { decideStartup } from './host/startup.ts';
import './styles.css';

applyDesignTokens(document.documentElement.style);

const startup = decideStartup(window.location, readMainHostMeta(document));

if (startup.kind === 'redirect') {
  // replace, not assign: Back must not return to a page that only redirects again.
  window.location.replace(startup.url);
} else {
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App target={startup.target} mainSiteUrl={startup.mainSiteUrl} />
    </StrictMode>,
  );
}
