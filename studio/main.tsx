import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The standalone studio page for designers (`npm run studio`): the engine and view on fixture
 * garments, no server. The design-studio issue builds the engine and fills this page.
 */
function StudioDevPage() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '48px auto', padding: '0 16px', lineHeight: 1.5 }}>
      <h1>Design studio · dev page</h1>
      <p>
        This page will host the studio engine and canvas on fixture garments and graphics, with the design JSON and the undo
        stack beside it. The engine (<code>src/engine</code>) and the view (<code>src/customiser</code>) are being built.
      </p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StudioDevPage />
    </StrictMode>,
  );
}
