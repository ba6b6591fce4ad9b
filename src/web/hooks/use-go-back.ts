import { useNavigate } from 'react-router-dom';

// React Router numbers its history entries; idx 0 means this page was opened directly.
function hasPreviousEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
}

/**
 * A Back action: one page back in the shop's history, or home when the page was opened from
 * a shared link or a new tab and there is nothing in the shop to go back to.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    if (hasPreviousEntry()) void navigate(-1);
    else void navigate('/');
  };
}
