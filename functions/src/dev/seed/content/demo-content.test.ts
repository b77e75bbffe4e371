// The demo content is complete and consistent: every source parses, every article is substantial,
// every quiz's results cover every possible score, and the canonical paths are unique.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ARTICLE_CATEGORIES,
  articlePath,
  markdownHeadings,
  maxQuizScore,
  QUIZ_RESULT_LIMITS,
  quizResultFor,
} from '../../../shared/content.js';
import { contentImages, loadDemoContent } from './demo-content.js';
import { CONTENT_IMAGES_DIR, heroArt } from './content-art.js';
import { parseSource, relatedArticles } from './load-content.js';

const content = loadDemoContent();
const words = (markdown: string) => markdown.split(/\s+/).filter(Boolean).length;

describe('demo articles', () => {
  it('has at least 12 substantial articles (800+ words) with a table of contents each', () => {
    expect(content.articles.length).toBeGreaterThanOrEqual(12);
    for (const a of content.articles) {
      expect(words(a.body), a.slug).toBeGreaterThanOrEqual(800);
      expect(markdownHeadings(a.body).length, a.slug).toBeGreaterThanOrEqual(4);
    }
  });

  it('covers pregnancy, newborn care, sleep, feeding, round-ups and reviews', () => {
    const kinds = new Set(content.articles.flatMap((a) => [a.category, a.section]));
    for (const k of ['pregnancy', 'newborn', 'sleep', 'feeding', 'product-roundup', 'product-review']) {
      expect(kinds, k).toContain(k);
    }
    for (const c of ARTICLE_CATEGORIES) {
      expect(
        content.articles.some((a) => a.category === c.slug),
        c.slug,
      ).toBe(true);
    }
  });

  it('gives reviews a verdict with pros and cons, and names catalog products in reviews and round-ups', () => {
    for (const a of content.articles.filter((x) => x.section === 'product-review')) {
      expect(a.review?.pros.length, a.slug).toBeGreaterThanOrEqual(2);
      expect(a.review?.cons.length, a.slug).toBeGreaterThanOrEqual(1);
      expect(a.review?.verdict, a.slug).not.toBe('');
    }
    for (const a of content.articles.filter((x) => x.section.startsWith('product-'))) {
      expect(a.products.length, a.slug).toBeGreaterThan(0);
      expect(
        a.products.every((p) => p.imageUrl.startsWith('/images/products/')),
        a.slug,
      ).toBe(true);
    }
  });

  it('has unique canonical paths and three related articles each, never itself', () => {
    const paths = content.articles.map(articlePath);
    expect(new Set(paths).size).toBe(paths.length);
    for (const a of content.articles) {
      expect(a.related).toHaveLength(3);
      expect(a.related.map((r) => r.slug)).not.toContain(a.slug);
    }
  });

  it('prefers related articles from the same category', () => {
    const sleep = content.articles.find((a) => a.category === 'sleep');
    if (!sleep) throw new Error('no sleep article');
    const sameCategory = content.articles.filter((a) => a.category === 'sleep' && a.slug !== sleep.slug);
    const related = relatedArticles(sleep, content.articles);
    expect(related[0]?.category).toBe(sameCategory.length > 0 ? 'sleep' : related[0]?.category);
  });
});

describe('demo quizzes', () => {
  it('has at least 5 quizzes including relationship-connection', () => {
    expect(content.quizzes.length).toBeGreaterThanOrEqual(5);
    expect(content.quizzes.map((q) => q.slug)).toContain('relationship-connection');
  });

  it('fits what a saved result may hold (QUIZ_RESULT_LIMITS, held by the rules)', () => {
    for (const q of content.quizzes) {
      expect(q.slug.length, q.slug).toBeLessThanOrEqual(QUIZ_RESULT_LIMITS.quizSlug);
      expect(q.questions.length, q.slug).toBeLessThanOrEqual(QUIZ_RESULT_LIMITS.answers);
      expect(maxQuizScore(q), q.slug).toBeLessThanOrEqual(QUIZ_RESULT_LIMITS.score);
      for (const question of q.questions) {
        expect(question.answers.length, q.slug).toBeLessThanOrEqual(QUIZ_RESULT_LIMITS.answerChoices);
      }
      for (const band of q.results)
        expect(band.title.length, q.slug).toBeLessThanOrEqual(QUIZ_RESULT_LIMITS.resultTitle);
    }
  });

  it('maps every possible score to exactly one result band', () => {
    for (const q of content.quizzes) {
      const max = maxQuizScore(q);
      for (let score = 0; score <= max; score++) {
        const bands = q.results.filter((r) => score >= r.min && score <= r.max);
        expect(bands, `${q.slug} score ${score}`).toHaveLength(1);
        expect(quizResultFor(q, score)).toBe(bands[0]);
      }
    }
  });
});

describe('demo updates and careers', () => {
  it('has product and blog updates and open roles', () => {
    expect(content.updates.some((u) => u.type === 'product')).toBe(true);
    expect(content.updates.some((u) => u.type === 'blog')).toBe(true);
    expect(content.careers.length).toBeGreaterThanOrEqual(3);
  });
});

describe('content sources and art', () => {
  it('names the file and the problem when a source is malformed', () => {
    expect(() => parseSource('articles/x.md', 'no frontmatter')).toThrow('articles/x.md: missing YAML frontmatter');
    expect(() => parseSource('articles/x.md', '---\n- a list\n---\nbody')).toThrow('frontmatter is not a map');
  });

  it('draws one valid SVG per content item', () => {
    const items = contentImages(content);
    expect(items.length).toBe(content.articles.length + content.quizzes.length + content.updates.length);
    const svg = heroArt('some-slug', 'sleep');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toBe(heroArt('some-slug', 'sleep'));
  });

  it('is what the site serves: each hero in web/public/images/content is the one the seed draws today', () => {
    for (const { kind, slug, motif } of contentImages(content)) {
      const file = path.join(CONTENT_IMAGES_DIR, kind, `${slug}.svg`);
      expect(existsSync(file), `${file} (run npm run seed)`).toBe(true);
      expect(readFileSync(file, 'utf8'), file).toBe(heroArt(slug, motif));
    }
  });
});
