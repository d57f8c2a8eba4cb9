// First: it starts fetching the admin's code before React is evaluated.
import './app/early-start';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadStart, Root } from './app/root';
import { loadEnv } from './config/env';
import './index.css';

// The style tags Radix injects (scroll lock) carry the page's CSP nonce, which the server writes
// into index.html per request; without a server that does (dev, preview) it stays unused.
setNonce(document.querySelector<HTMLMetaElement>('meta[name=csp-nonce]')?.content ?? '');

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// /config.json and the first screen's module load side by side: the sign-in page paints as soon
// as its module is ready, the admin once the config is in too (app/root.tsx), and API calls wait
// for the config (lib/api.ts).
// Not a top-level await: chunks may import modules Rollup placed in this entry, and they could
// not run until the entry had finished, which would then wait for them.
void loadEnv();
void loadStart().then((start) =>
  createRoot(container).render(
    <StrictMode>
      <Root start={start} />
    </StrictMode>,
  ),
);
