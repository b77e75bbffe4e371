// The page's one script at first load (index.html): the error policy, the click id, the landing
// page's view, the app itself on the visitor's first sign of intent (app/start-on-intent.ts,
// docs/decisions/012). It imports no React, MUI or Firebase: a visitor who only reads pays a few kB.
// The idle prefetch of the app's files (app/idle-prefetch.ts) is off: measured on 2026-11-27 it cost
// Lighthouse's phone run 7 to 21 points (blocking time 300-960 ms against 0-185 ms without it) on
// home, a registry and a listing, below the 95 the brief holds to. The menu opens before the app
// anyway (MenuBeforeApp).
import { installGlobalHandlers } from './app/errors/global-handlers';
import { captureFbclid } from './app/fbclid';
import { startOnIntent } from './app/start-on-intent';
import { PAGE_VIEW_DELAY_MS } from './lib/analytics/page-view';

installGlobalHandlers();
captureFbclid();
// The landing page's view is sent whether or not the app starts (the app's router sends the rest).
const landingPath = window.location.pathname;
setTimeout(() => {
  import('./lib/analytics/page-view').then(({ trackPageView }) => trackPageView(landingPath)).catch(() => undefined);
}, PAGE_VIEW_DELAY_MS);
startOnIntent(() => Promise.all([import('./main'), import('./preload-route')]));
