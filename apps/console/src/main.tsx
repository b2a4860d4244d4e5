// Entry: the page's CSP nonce (cspNonce.ts) for antd's style elements, then the app.
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './App';
import { nonceScriptStyles, pageNonce } from './cspNonce';
import './global.css';

const nonce = pageNonce();
if (nonce) nonceScriptStyles(nonce);

createRoot(document.getElementById('root')!).render(<ConsoleApp nonce={nonce} />);
