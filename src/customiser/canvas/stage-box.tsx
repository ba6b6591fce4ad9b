import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { DesignStageProps } from './design-stage';
import { MAX_STAGE_SIZE } from './stage-geometry';

// Konva, react-konva and the canvas's nodes are a chunk of their own, asked for only once the
// box is measured in the browser: the studio's panels (and the server's HTML of them) draw and
// hydrate without them, and the browser paints the page before parsing the canvas code
// (Lighthouse on /customized on a phone).
const StageCanvas = lazy(() => import('./design-stage').then((module) => ({ default: module.StageCanvas })));

/**
 * The canvas's square box: measured in the browser, then the stage drawn in it at that size.
 * The server and the first render in the browser have no size (0), so they draw the empty box
 * alone and hydration matches.
 */
export function DesignStage(props: DesignStageProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(0);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => setSize(Math.floor(Math.min(box.clientWidth, MAX_STAGE_SIZE)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={boxRef} style={{ width: '100%', maxWidth: MAX_STAGE_SIZE, aspectRatio: '1 / 1', margin: '0 auto' }} data-testid="design-stage" data-stage-size={size}>
      {size > 0 ? (
        <Suspense fallback={null}>
          <StageCanvas size={size} {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
