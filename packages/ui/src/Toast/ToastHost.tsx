import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { getToast, subscribeToast } from './toast';
import '../styles/tokens.css';
import './Toast.css';

const unchanging = () => () => undefined;
const inBrowser = () => typeof document !== 'undefined';
const onServer = () => false;

/**
 * Displays the toast of `toast.show()`. Mount exactly once near the app root. The live region is
 * always present (so screen readers announce each new message); it only has content while a toast
 * is shown.
 */
export function ToastHost() {
  const current = useSyncExternalStore(subscribeToast, getToast, () => null);
  // No portal on the server, nor in the render that hydrates the server's HTML (which has none):
  // the host comes with the render after it.
  const onClient = useSyncExternalStore(unchanging, inBrowser, onServer);
  if (!onClient) return null;
  return createPortal(
    <div className="jl-toast-host" role="status" aria-live="polite" aria-atomic="true">
      {current && (
        <div key={current.id} className="jl-toast">
          {current.message}
        </div>
      )}
    </div>,
    document.body,
  );
}
