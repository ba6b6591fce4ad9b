import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './app/fonts.css';
import './app/global.css';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';

const root = document.getElementById('root');
if (root) {
  const app = createRoot(root);
  // The first render as a transition: React renders the page in slices and lets the browser
  // paint and answer input between them, instead of one long task (the header band from
  // index.html stays up until the page is ready).
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppProviders>
          {/* Without transitions: a screen whose code is still loading shows its skeleton at once. */}
          <BrowserRouter useTransitions={false}>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
}
