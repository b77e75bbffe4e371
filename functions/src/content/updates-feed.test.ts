// GET /api/updates/rss.xml against the Firestore emulator, and the feed's escaping and dates.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../http/app.js';
import { db } from '../lib/admin.js';
import type { Update } from '../shared/content.js';
import { renderFeed, rfc822, xmlEscape } from './updates-feed.js';

const update = (slug: string, publishedAt: string, overrides: Partial<Update> = {}): Update => ({
  slug,
  title: `Update ${slug}`,
  summary: `Summary of ${slug}`,
  type: 'product',
  author: 'Test Author',
  body: 'Body',
  heroImage: '',
  heroAlt: '',
  publishedAt,
  published: true,
  ...overrides,
});

describe('renderFeed', () => {
  it('escapes markup and strips characters XML forbids', () => {
    expect(xmlEscape(`Tom & Jerry's <b>"new"</b>\u0001`)).toBe(
      'Tom &amp; Jerry&apos;s &lt;b&gt;&quot;new&quot;&lt;/b&gt;',
    );
    const xml = renderFeed('https://recess.example/', [update('a&b', '2026-10-01', { title: '<script>x</script>' })]);
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('<title>&lt;script&gt;x&lt;/script&gt;</title>');
    expect(xml).toContain('<link>https://recess.example/updates/a%26b</link>');
  });

  it('dates items in RFC 822 at noon UTC and builds at the newest item', () => {
    expect(rfc822('2026-10-28')).toBe('Wed, 28 Oct 2026 12:00:00 GMT');
    const xml = renderFeed('https://recess.example', [update('new', '2026-11-18'), update('old', '2026-04-02')]);
    expect(xml).toContain('<lastBuildDate>Wed, 18 Nov 2026 12:00:00 GMT</lastBuildDate>');
    expect(xml.indexOf('updates/new')).toBeLessThan(xml.indexOf('updates/old'));
  });
});

describe('GET /api/updates/rss.xml', () => {
  const app = createApp();
  const slugs = { newer: `feed-newer-${Date.now()}`, draft: `feed-draft-${Date.now()}` };

  beforeAll(async () => {
    vi.stubEnv('SITE_URL', 'https://recess.example');
    await db().collection('updates').doc(slugs.newer).set(update(slugs.newer, '2099-01-02'));
    await db()
      .collection('updates')
      .doc(slugs.draft)
      .set(update(slugs.draft, '2099-01-03', { published: false }));
  });

  afterAll(() => vi.unstubAllEnvs());

  it('serves published updates only, newest first, as cacheable RSS', async () => {
    const res = await request(app).get('/api/updates/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const text = res.text;
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(text).toContain(`updates/${slugs.newer}</link>`);
    expect(text).not.toContain(slugs.draft);
    expect(text.indexOf('<item>')).toBe(text.indexOf(`<item>\n      <title>Update ${slugs.newer}`));
    expect(text).toContain(`<link>https://recess.example/updates/${slugs.newer}</link>`);
  });

  it('links to the configured site whatever host or protocol the request claims', async () => {
    // Without SITE_URL (only a test can run so: a deploy requires it) links go to production's address.
    for (const [siteUrl, expected] of [
      ['https://recess.example', 'https://recess.example'],
      ['', 'https://recessparents.com'],
    ] as const) {
      vi.stubEnv('SITE_URL', siteUrl);
      for (const [host, proto] of [
        ['evil.example', 'https'],
        ['evil.example/"><x', 'http'],
        ['javascript:alert(1)//', 'javascript'],
      ] as const) {
        const res = await request(app)
          .get('/api/updates/rss.xml')
          .set('Host', 'evil.example')
          .set('X-Forwarded-Host', host)
          .set('X-Forwarded-Proto', proto);
        expect(res.status).toBe(200);
        expect(res.text).not.toContain('evil.example');
        expect(res.text).not.toContain('javascript:');
        expect(res.text).toContain(`<link>${expected}/updates/${slugs.newer}</link>`);
      }
    }
  });
});
