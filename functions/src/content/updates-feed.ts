// GET /api/updates/rss.xml: the product and blog updates as an RSS 2.0 feed (latest 20 published).
import { db } from '../lib/admin.js';
import type { Update } from '../shared/content.js';

export const FEED_SIZE = 20;
export const FEED_TITLE = 'Recess Updates';
export const FEED_DESCRIPTION =
  'Product news and stories from the team behind Recess, the app for parents and families.';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside XML elements and attributes; control characters XML 1.0 forbids are dropped. */
export function xmlEscape(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** RFC 822 date of an ISO day (noon UTC, so the day survives any reader's time zone). */
export function rfc822(isoDay: string): string {
  const t = Date.parse(`${isoDay}T12:00:00Z`);
  return new Date(Number.isNaN(t) ? 0 : t).toUTCString();
}

type FeedItem = Pick<Update, 'slug' | 'title' | 'summary' | 'type' | 'author' | 'publishedAt'>;

export function renderFeed(siteUrl: string, items: readonly FeedItem[], now: Date = new Date()): string {
  const site = siteUrl.replace(/\/+$/, '');
  const entries = items.map((u) => {
    const link = `${site}/updates/${encodeURIComponent(u.slug)}`;
    return [
      '    <item>',
      `      <title>${xmlEscape(u.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `      <description>${xmlEscape(u.summary)}</description>`,
      `      <category>${u.type === 'product' ? 'Product updates' : 'Blog'}</category>`,
      `      <dc:creator>${xmlEscape(u.author)}</dc:creator>`,
      `      <pubDate>${rfc822(u.publishedAt)}</pubDate>`,
      '    </item>',
    ].join('\n');
  });
  const lastBuild = items[0] ? rfc822(items[0].publishedAt) : now.toUTCString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${FEED_TITLE}</title>`,
    `    <link>${xmlEscape(`${site}/updates`)}</link>`,
    `    <description>${xmlEscape(FEED_DESCRIPTION)}</description>`,
    '    <language>en-us</language>',
    `    <lastBuildDate>${lastBuild}</lastBuildDate>`,
    `    <atom:link href="${xmlEscape(`${site}/api/updates/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The newest published updates, newest first (one bounded query). */
export async function latestUpdates(): Promise<FeedItem[]> {
  const snap = await db()
    .collection('updates')
    .where('published', '==', true)
    .orderBy('publishedAt', 'desc')
    .limit(FEED_SIZE)
    .get();
  return snap.docs.map((d) => {
    const u = d.data() as Partial<Update>;
    return {
      slug: d.id,
      title: String(u.title ?? ''),
      summary: String(u.summary ?? ''),
      type: u.type === 'product' ? 'product' : 'blog',
      author: String(u.author ?? ''),
      publishedAt: String(u.publishedAt ?? ''),
    };
  });
}
