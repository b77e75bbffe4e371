// Entry point: capture the click id and install error policy before the router reads the URL.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installGlobalHandlers } from './app/errors/global-handlers';
import { captureFbclid } from './app/fbclid';
import { startSession } from './features/auth';
import { registerRegistryAccountSteps } from './features/registry';

installGlobalHandlers();
captureFbclid();
registerRegistryAccountSteps();
startSession();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
