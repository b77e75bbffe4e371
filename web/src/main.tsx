// Entry point: capture the click id and install error policy before the router reads the URL, then
// hydrate the server-rendered HTML (or render, when #root came empty).
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
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
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (container.firstElementChild) {
  // The page is already there: let the browser paint it first, then take it over. (Deferred module
  // scripts otherwise often run before the first paint, and hydration holds the page back.)
  requestAnimationFrame(() => setTimeout(() => hydrateRoot(container, app), 0));
} else {
  createRoot(container).render(app);
}
