import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '../src/web/app/fonts.css';
import '../src/web/app/tokens.css';
import { historyAtom } from '../src/customiser/atoms';
import { useAtomValue } from '../src/customiser/jotai';
import { Studio } from '../src/customiser/studio';
import { createDesign } from '../src/engine/model/defaults';
import type { Design, Garment } from '../src/engine/model/design';
import { DesignersBench } from './bench';
import { fixtureColours, fixtureGraphics, sampleDesigns } from './fixtures';
import { benchFixtures } from './bench-fixtures';

const resolveSrc = (src: string) => src;


/** Which view the page shows: the bench (`/`) or the studio (`/#studio`). */
function useView(): ['bench' | 'studio', (view: 'bench' | 'studio') => void] {
  const read = () => (location.hash === '#studio' ? 'studio' : 'bench');
  const [view, setView] = useState<'bench' | 'studio'>(read);
  useEffect(() => {
    const onHash = () => setView(read());
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  return [view, (next) => (location.hash = next === 'studio' ? 'studio' : '')];
}

/**
 * `npm run studio`: the designers' bench (every fixture drawn by the browser and by the server's
 * print file, side by side with their difference) and, at #studio, the studio itself on fixture
 * garments and graphics with the design JSON and the undo stack beside it. Vite's hot reload
 * redraws both halves when the engine, the view or the server's drawing changes.
 */
function DevPage() {
  const [view, setView] = useView();
  const [opened, setOpened] = useState<{ design: Design; key: number }>({ design: createDesign('White'), key: 0 });
  const open = (design: Design) => {
    setOpened((current) => ({ design, key: current.key + 1 }));
    setView('studio');
  };
  return (
    <main style={{ fontFamily: "'Manrope Variable', system-ui, sans-serif", maxWidth: 1280, margin: '0 auto', padding: 16 }}>
      <nav aria-label="Dev page" style={{ display: 'flex', gap: 16, marginBottom: 8 }}>
        <a href="#" aria-current={view === 'bench' ? 'page' : undefined}>
          Designers&apos; bench
        </a>
        <a href="#studio" aria-current={view === 'studio' ? 'page' : undefined}>
          Studio
        </a>
      </nav>
      {view === 'bench' ? <DesignersBench fixtures={benchFixtures()} onOpen={open} /> : <StudioDevPage initial={opened} />}
    </main>
  );
}

/**
 * The standalone studio for designers: the engine and view on fixture garments and graphics,
 * no server, with the design JSON and the undo stack beside it.
 */
function StudioDevPage({ initial }: { initial: { design: Design; key: number } }) {
  const [loaded, setLoaded] = useState<{ design: Design; key: number }>(initial);
  const [garment, setGarment] = useState<Garment>(initial.design.garment);
  const load = (design: Design) => {
    setGarment(design.garment);
    setLoaded((current) => ({ design, key: current.key + 1 }));
  };
  return (
    <>
      <h1 style={{ fontSize: 22 }}>Design studio · dev page</h1>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
        <button type="button" onClick={() => setGarment('tshirt')}>T-Shirt</button>
        <button type="button" onClick={() => setGarment('hoodie')}>Hoodie</button>
        <button type="button" onClick={() => load(createDesign('White', garment))}>New design</button>
        {sampleDesigns().map((sample) => (
          <button key={sample.name} type="button" onClick={() => load(sample.design)}>
            Load: {sample.name}
          </button>
        ))}
      </div>
      <Studio key={loaded.key} initialDesign={loaded.design} garment={garment} colours={fixtureColours(garment)} graphics={fixtureGraphics} resolveSrc={resolveSrc} />
      <EngineInspector />
    </>
  );
}

/** The design JSON and the undo and redo stacks, live. */
function EngineInspector() {
  const history = useAtomValue(historyAtom);
  if (!history) return null;
  const { present, past, future } = history;
  return (
    <section style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: 16, marginTop: 24 }}>
      <div>
        <h2 style={{ fontSize: 16 }}>Design JSON (side {present.side}, selected {present.selectedIds.join(', ') || 'none'})</h2>
        <pre style={{ fontSize: 12, background: '#111', color: '#eee', padding: 12, overflow: 'auto', maxHeight: 480 }}>
          {JSON.stringify(present.design, (key, value: unknown) => (key === 'src' && typeof value === 'string' && value.length > 60 ? `${value.slice(0, 40)}…` : value), 2)}
        </pre>
      </div>
      <div>
        <h2 style={{ fontSize: 16 }}>
          Undo stack ({past.length}) · redo stack ({future.length})
        </h2>
        <ol reversed style={{ fontSize: 13 }}>
          {[...past].reverse().map((state, index) => (
            <li key={index}>
              {state.side}: {state.design.sides.front.length} front / {state.design.sides.back.length} back layers, {state.design.garment} {state.design.color} {state.design.size}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <DevPage />
    </StrictMode>,
  );
}
