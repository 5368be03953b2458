/** A React 19 host app embedding the calculator: `import 'hcuk-genesis/embed'` registers the elements and types them. */
import 'hcuk-genesis/embed';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CalculatorPage } from './calculator-page.tsx';

window.hcukConfig = { api: { mock: true } };

const app = document.getElementById('app');
if (!app) throw new Error('[hcuk] React host: the page has no #app element');
createRoot(app).render(
  <StrictMode>
    <CalculatorPage />
  </StrictMode>,
);
