// The page's one script at first load (index.html): the error policy, the click id, the landing
// page's view, the app itself on the visitor's first sign of intent (app/start-on-intent.ts,
// docs/decisions/012), and before that, when the browser is idle, the app's files fetched but not
// run (app/idle-prefetch.ts). It imports no React, MUI or Firebase: a visitor who only reads pays a few kB.
import { installGlobalHandlers } from './app/errors/global-handlers';
import { captureFbclid } from './app/fbclid';
import { prefetchWhenIdle } from './app/idle-prefetch';
import { startOnIntent } from './app/start-on-intent';
import { PAGE_VIEW_DELAY_MS } from './lib/analytics/page-view';

installGlobalHandlers();
captureFbclid();
// The landing page's view is sent whether or not the app starts (the app's router sends the rest).
const landingPath = window.location.pathname;
setTimeout(() => {
  import('./lib/analytics/page-view').then(({ trackPageView }) => trackPageView(landingPath)).catch(() => undefined);
}, PAGE_VIEW_DELAY_MS);
let hasAppStarted = false;
startOnIntent(() => {
  hasAppStarted = true;
  return Promise.all([import('./main'), import('./preload-route')]);
});
prefetchWhenIdle(() => hasAppStarted);
