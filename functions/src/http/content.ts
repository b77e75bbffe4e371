// /api routes of the content area: the updates RSS feed. Public and cacheable.
import { Router } from 'express';
import { latestUpdates, renderFeed } from '../content/updates-feed.js';
import { configuredSiteUrl } from '../lib/site-url.js';

export const contentRouter = Router();

// The feed is cached by the CDN and read by feed readers: its links come from the configured site
// URL only, never from X-Forwarded-Host or Host, which the client chooses.
contentRouter.get('/updates/rss.xml', async (_req, res) => {
  const xml = renderFeed(configuredSiteUrl(), await latestUpdates());
  res.set('Cache-Control', 'public, max-age=300').type('application/rss+xml; charset=utf-8').send(xml);
});
