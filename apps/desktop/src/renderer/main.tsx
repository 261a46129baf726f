import { DashboardApp } from '@cod/dashboard';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    {/* file:// pages need hash routing; the API lives on the configured server. */}
    <DashboardApp router="hash" apiBaseUrl={window.codDesktop?.serverUrl ?? 'http://localhost:3000'} />
  </StrictMode>,
);
