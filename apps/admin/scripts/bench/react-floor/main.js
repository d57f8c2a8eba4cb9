// React alone, the admin's own copy, showing the heading of the admin's page-not-found screen,
// so the deep-link figures find it with the same check.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  createElement('main', null, createElement('h1', null, 'Страница не найдена')),
);
