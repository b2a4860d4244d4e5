import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { getToast, subscribeToast } from './toast';
import '../styles/tokens.css';
import './Toast.css';

/**
 * Displays the toast of `toast.show()`. Mount exactly once near the app root. The live region is
 * always present (so screen readers announce each new message); it only has content while a toast
 * is shown.
 */
export function ToastHost() {
  const current = useSyncExternalStore(subscribeToast, getToast, () => null);
  if (typeof document === 'undefined') return null;
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
