// /api routes of the content area: the updates RSS feed. Public and cacheable.
import { Router, type Request } from 'express';
import { latestUpdates, renderFeed } from '../content/updates-feed.js';

export const contentRouter = Router();

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * Links in the feed point at SITE_URL when it is set (production); otherwise at the host the request
 * came through (Hosting sets X-Forwarded-Host), checked to be a plain host name.
 */
function siteUrl(req: Request): string {
  const configured = process.env.SITE_URL;
  if (configured) return configured;
  const host = req.get('x-forwarded-host')?.split(',')[0]?.trim() ?? req.get('host') ?? '';
  return HOST.test(host) ? `${req.protocol}://${host}` : 'https://recessparents.com';
}

contentRouter.get('/updates/rss.xml', async (req, res) => {
  const xml = renderFeed(siteUrl(req), await latestUpdates());
  res.set('Cache-Control', 'public, max-age=300').type('application/rss+xml; charset=utf-8').send(xml);
});
