// Reads the Markdown sources of the demo content (articles, quizzes, updates, careers) and turns
// them into the Firestore documents of functions/src/shared/content.ts. Throws on any malformed file,
// naming it, so a bad edit fails the seed and the demo-data test rather than the app.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load as loadYaml } from 'js-yaml';
import type { CatalogProduct } from '../../../shared/catalog.js';
import {
  ARTICLE_SECTIONS,
  articleCategoryBySlug,
  QUIZ_RESULT_LIMITS,
  UPDATE_TYPES,
  type Article,
  type ArticleLink,
  type ArticleProduct,
  type CareerRole,
  type Quiz,
  type Update,
} from '../../../shared/content.js';

/** The sources live beside the TypeScript (src/), also when this runs compiled from lib/. */
export const CONTENT_DIR = fileURLToPath(new URL('../../../../src/dev/seed/content/', import.meta.url));

interface Source {
  slug: string;
  file: string;
  meta: Record<string, unknown>;
  body: string;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export function parseSource(file: string, text: string): Source {
  const m = FRONTMATTER.exec(text);
  if (!m) throw new Error(`${file}: missing YAML frontmatter`);
  const meta = loadYaml(m[1] ?? '');
  if (!meta || typeof meta !== 'object' || Array.isArray(meta)) throw new Error(`${file}: frontmatter is not a map`);
  return { slug: path.basename(file, '.md'), file, meta: meta as Record<string, unknown>, body: (m[2] ?? '').trim() };
}

function readSources(kind: string, dir: string = CONTENT_DIR): Source[] {
  const folder = path.join(dir, kind);
  return readdirSync(folder)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => parseSource(`${kind}/${f}`, readFileSync(path.join(folder, f), 'utf8')));
}

function str(s: Source, key: string, optional = false): string {
  const v = s.meta[key];
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'string' && v.trim() !== '') return v.trim();
  if (typeof v === 'number') return String(v);
  if (optional && (v === undefined || v === null)) return '';
  throw new Error(`${s.file}: "${key}" must be a non-empty string`);
}

function day(s: Source, key: string): string {
  const v = str(s, key);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) throw new Error(`${s.file}: "${key}" must be a date YYYY-MM-DD`);
  return v;
}

function strings(s: Source, key: string): string[] {
  const v = s.meta[key];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new Error(`${s.file}: "${key}" must be a list`);
  return v.map((x) => String(x).trim()).filter(Boolean);
}

function bool(s: Source, key: string): boolean {
  return s.meta[key] === true;
}

export const contentImage = (kind: string, slug: string) => `/images/content/${kind}/${slug}.svg`;

function toArticleProduct(p: CatalogProduct): ArticleProduct {
  const { id, title, brand, category, subcategory, price, imageUrl, externalUrl, description, ageRange } = p;
  return { id, title, brand, category, subcategory, price, imageUrl, externalUrl, description, ageRange };
}

export function articleLink(a: Article): ArticleLink {
  return {
    slug: a.slug,
    title: a.title,
    summary: a.summary,
    section: a.section,
    category: a.category,
    heroImage: a.heroImage,
  };
}

/** Up to three others: same category first, then same section, newest first within each. */
export function relatedArticles(article: Article, all: readonly Article[]): ArticleLink[] {
  const rank = (a: Article) => (a.category === article.category ? 0 : a.section === article.section ? 1 : 2);
  return all
    .filter((a) => a.slug !== article.slug)
    .sort((a, b) => rank(a) - rank(b) || b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, 3)
    .map(articleLink);
}

export function loadArticles(catalog: readonly CatalogProduct[], dir?: string): Article[] {
  const byId = new Map(catalog.map((p) => [p.id, p]));
  const articles = readSources('articles', dir).map((s): Article => {
    const section = str(s, 'section');
    if (!(ARTICLE_SECTIONS as readonly string[]).includes(section))
      throw new Error(`${s.file}: unknown section ${section}`);
    const category = str(s, 'category');
    if (!articleCategoryBySlug(category)) throw new Error(`${s.file}: unknown category ${category}`);
    const products = strings(s, 'products').map((id) => {
      const p = byId.get(id);
      if (!p) throw new Error(`${s.file}: product ${id} is not in the catalog`);
      return toArticleProduct(p);
    });
    const isReview = section === 'product-review';
    const rating = Number(s.meta.rating);
    if (isReview && (!(rating >= 1 && rating <= 5) || products.length === 0)) {
      throw new Error(`${s.file}: a review needs a rating from 1 to 5 and its product`);
    }
    return {
      slug: s.slug,
      title: str(s, 'title'),
      summary: str(s, 'summary'),
      section: section as Article['section'],
      category,
      author: str(s, 'author'),
      body: s.body,
      heroImage: contentImage('articles', s.slug),
      heroAlt: str(s, 'heroAlt'),
      tags: strings(s, 'tags'),
      publishedAt: day(s, 'publishedAt'),
      updatedAt: s.meta.updatedAt ? day(s, 'updatedAt') : day(s, 'publishedAt'),
      featured: bool(s, 'featured'),
      healthTopic: bool(s, 'healthTopic'),
      published: s.meta.published !== false,
      products,
      related: [],
      review: isReview
        ? { pros: strings(s, 'pros'), cons: strings(s, 'cons'), verdict: str(s, 'verdict'), rating }
        : null,
    };
  });
  const published = articles.filter((a) => a.published);
  return articles.map((a) => ({ ...a, related: relatedArticles(a, published) }));
}

export function loadQuizzes(dir?: string): Quiz[] {
  return readSources('quizzes', dir).map((s): Quiz => {
    const questions = s.meta.questions;
    const results = s.meta.results;
    if (!Array.isArray(questions) || questions.length === 0) throw new Error(`${s.file}: no questions`);
    if (questions.length > QUIZ_RESULT_LIMITS.answers) {
      throw new Error(`${s.file}: more than ${QUIZ_RESULT_LIMITS.answers} questions`);
    }
    if (!Array.isArray(results) || results.length === 0) throw new Error(`${s.file}: no results`);
    return {
      slug: s.slug,
      title: str(s, 'title'),
      summary: str(s, 'summary'),
      category: str(s, 'category'),
      minutes: Number(s.meta.minutes) || 3,
      intro: s.body,
      heroImage: contentImage('quizzes', s.slug),
      publishedAt: day(s, 'publishedAt'),
      featured: bool(s, 'featured'),
      published: s.meta.published !== false,
      questions: questions.map((q: { text?: unknown; answers?: unknown; explanation?: unknown }, i) => {
        if (typeof q.text !== 'string' || !Array.isArray(q.answers) || q.answers.length < 2) {
          throw new Error(`${s.file}: question ${i + 1} needs text and at least two answers`);
        }
        // A saved result stores the index of each answer picked, and the rules allow only these.
        if (q.answers.length > QUIZ_RESULT_LIMITS.answerChoices) {
          throw new Error(`${s.file}: question ${i + 1} has more than ${QUIZ_RESULT_LIMITS.answerChoices} answers`);
        }
        return {
          text: q.text.trim(),
          explanation: typeof q.explanation === 'string' ? q.explanation.trim() : null,
          answers: q.answers.map((a: { text?: unknown; score?: unknown }) => {
            if (typeof a.text !== 'string' || !Number.isInteger(a.score)) {
              throw new Error(`${s.file}: question ${i + 1} has an answer without text or a whole-number score`);
            }
            return { text: a.text.trim(), score: a.score as number };
          }),
        };
      }),
      results: results.map((r: { min?: unknown; max?: unknown; title?: unknown; body?: unknown }) => {
        if (
          !Number.isInteger(r.min) ||
          !Number.isInteger(r.max) ||
          typeof r.title !== 'string' ||
          typeof r.body !== 'string'
        ) {
          throw new Error(`${s.file}: every result needs whole-number min and max, a title and a body`);
        }
        return { min: r.min as number, max: r.max as number, title: r.title.trim(), body: r.body.trim() };
      }),
    };
  });
}

export function loadUpdates(dir?: string): Update[] {
  return readSources('updates', dir).map((s): Update => {
    const type = str(s, 'type');
    if (!(UPDATE_TYPES as readonly string[]).includes(type)) throw new Error(`${s.file}: unknown type ${type}`);
    return {
      slug: s.slug,
      title: str(s, 'title'),
      summary: str(s, 'summary'),
      type: type as Update['type'],
      author: str(s, 'author'),
      body: s.body,
      heroImage: contentImage('updates', s.slug),
      heroAlt: str(s, 'heroAlt'),
      publishedAt: day(s, 'publishedAt'),
      published: s.meta.published !== false,
    };
  });
}

export function loadCareers(dir?: string): CareerRole[] {
  return readSources('careers', dir).map((s): CareerRole => ({
    slug: s.slug,
    title: str(s, 'title'),
    team: str(s, 'team'),
    location: str(s, 'location'),
    employmentType: str(s, 'employmentType'),
    summary: str(s, 'summary'),
    salaryRange: str(s, 'salaryRange', true),
    body: s.body,
    publishedAt: day(s, 'publishedAt'),
    published: s.meta.published !== false,
  }));
}
