// Entry: the nonce the server wrote into this page's csp-nonce meta (Vite's html.cspNonce puts the
// placeholder there; the reference server replaces it per request) goes to antd's style elements.
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './App';
import './global.css';

const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;

createRoot(document.getElementById('root')!).render(<ConsoleApp nonce={nonce} />);
