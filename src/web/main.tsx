import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './app/fonts.css';
import './app/global.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';

const root = document.getElementById('root');
if (root) {
  const router = createAppRouter();
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
