import { Navigate } from 'react-router-dom';
import { useHeadSink } from '../hooks/head-sink';

/**
 * A screen's "not here: go to `to`" on its first render (login when already signed in). In
 * the browser it is react-router's <Navigate replace>; in a server render, where a <Navigate>
 * does nothing, it records the address so the server answers a redirect instead of a page.
 * `to` must already be a path on this site (safeRedirectPath).
 */
export function RedirectOnRender({ to }: { to: string }) {
  const sink = useHeadSink();
  if (sink) {
    sink.redirect ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}
