// The app: hydrates the server-rendered HTML (or renders, when #root came empty). Imported by the
// boot script (boot.ts), which has already installed the error policy and taken the click id out of
// the address bar, on the visitor's first sign of intent or at once (app/start-on-intent.ts).
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { startSession } from './features/auth';
import { registerRegistryAccountSteps } from './features/registry';

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
