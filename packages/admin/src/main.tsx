// Tokens and base rules first, so component styles imported below override them.
import './styles/tokens.css';
import './styles/base.css';
import './styles/content.css';
import './styles/layout.css';
import { applyDesignTokens } from '@yardstick/core/designTokens';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { appRoutes } from './routes.tsx';

applyDesignTokens(document.documentElement.style);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter(appRoutes)} />
  </StrictMode>,
);
