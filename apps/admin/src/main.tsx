import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadStart, Root } from './app/root';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const start = await loadStart();
createRoot(container).render(
  <StrictMode>
    <Root start={start} />
  </StrictMode>,
);
