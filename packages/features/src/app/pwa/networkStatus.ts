// Whether the device has a network, as the browser reports it (navigator.onLine with its
// online/offline events), for the offline banner. The API client refuses POSTs on the same signal
// (packages/api httpRequest) and the sockets reconnect on its `online` event (packages/socket).
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** navigator.onLine; a platform that does not say is taken as online. */
function snapshot(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** True while the browser says the device is online; re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
