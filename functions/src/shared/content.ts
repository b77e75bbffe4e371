// The editorial content model (articles, quizzes, updates, careers) shared by web, functions and the
// seed: document shapes, sections and categories, and the one place an article's path is decided.
// No Firebase imports here.

/** Where an article lives; decides its canonical path. */
export const ARTICLE_SECTIONS = ['pregnancy', 'guides', 'general', 'product-review', 'product-roundup'] as const;
export type ArticleSection = (typeof ARTICLE_SECTIONS)[number];

export interface ContentCategory {
  slug: string;
  name: string;
  blurb: string;
}

export const ARTICLE_CATEGORIES: readonly ContentCategory[] = [
  {
    slug: 'pregnancy',
    name: 'Pregnancy',
    blurb: 'Trimester by trimester: appointments, preparation and the questions worth asking.',
  },
  {
    slug: 'newborn',
    name: 'Newborn care',
    blurb: 'The first weeks home: feeding cues, diapers, skin, cords and your own recovery.',
  },
  { slug: 'sleep', name: 'Sleep', blurb: 'Safe sleep, realistic routines and what changes month by month.' },
  { slug: 'feeding', name: 'Feeding', blurb: 'Breast, bottle and first foods, with help for the hard days.' },
  { slug: 'gear', name: 'Gear', blurb: 'Round-ups and hands-on reviews of the gear families actually use.' },
  { slug: 'health', name: 'Health and safety', blurb: 'Checkups, fevers, childproofing and when to call the doctor.' },
  { slug: 'family-life', name: 'Family life', blurb: 'Relationships, work, money and making room for yourselves.' },
];

export function articleCategoryBySlug(slug: string): ContentCategory | undefined {
  return ARTICLE_CATEGORIES.find((c) => c.slug === slug);
}

/** A catalog product named in a review or round-up, copied onto the article so a page costs one read. */
export interface ArticleProduct {
  id: string;
  title: string;
  brand: string;
  category: string;
  subcategory: string;
  price: number;
  imageUrl: string;
  externalUrl: string;
  description: string;
  ageRange: string;
}

/** Another article, as the related-articles list shows it (copied onto the article: no extra reads). */
export interface ArticleLink {
  slug: string;
  title: string;
  summary: string;
  section: ArticleSection;
  category: string;
  heroImage: string;
}

export interface Review {
  pros: string[];
  cons: string[];
  verdict: string;
  /** 1 to 5 in halves. */
  rating: number;
}

/** articles/{slug} */
export interface Article {
  slug: string;
  title: string;
  summary: string;
  section: ArticleSection;
  category: string;
  author: string;
  /** Markdown, rendered without raw HTML. */
  body: string;
  heroImage: string;
  heroAlt: string;
  tags: string[];
  /** ISO dates (YYYY-MM-DD). */
  publishedAt: string;
  updatedAt: string;
  featured: boolean;
  /** Shows the "general information, when to call a doctor" note. */
  healthTopic: boolean;
  published: boolean;
  products: ArticleProduct[];
  related: ArticleLink[];
  review: Review | null;
}

/** The canonical path of an article, decided by its section. */
export function articlePath(a: Pick<Article, 'slug' | 'section' | 'category'>): string {
  switch (a.section) {
    case 'pregnancy':
      return `/editorial/pregnancy/${a.slug}`;
    case 'product-review':
      return `/editorial/products/${a.slug}`;
    case 'product-roundup':
      return `/editorial/products/content/${a.slug}`;
    case 'general':
      return `/editorial/general/${a.slug}`;
    case 'guides':
      return `/guides/${a.category}/${a.slug}`;
  }
}

export interface QuizAnswer {
  text: string;
  score: number;
}

export interface QuizQuestion {
  text: string;
  answers: QuizAnswer[];
  /** Shown in the answer review after the result. */
  explanation: string | null;
}

export interface QuizResultBand {
  /** Inclusive score range. */
  min: number;
  max: number;
  title: string;
  /** Markdown. */
  body: string;
}

/** quizzes/{slug} */
export interface Quiz {
  slug: string;
  title: string;
  summary: string;
  category: string;
  minutes: number;
  /** Markdown shown before the first question. */
  intro: string;
  heroImage: string;
  questions: QuizQuestion[];
  results: QuizResultBand[];
  publishedAt: string;
  featured: boolean;
  published: boolean;
}

/**
 * users/{uid}/quizResults/{quizSlug}: the caps the rules hold (isValidQuizResult). An answer is the
 * index of the choice picked, so a question offers at most `answerChoices` (the seed checks it).
 */
export const QUIZ_RESULT_LIMITS = {
  quizSlug: 80,
  resultTitle: 120,
  answers: 50,
  answerChoices: 10,
  score: 1000,
} as const;

/** The result band a total score falls in (the last band when the bands leave a gap). */
export function quizResultFor(quiz: Pick<Quiz, 'results'>, score: number): QuizResultBand | undefined {
  return quiz.results.find((r) => score >= r.min && score <= r.max) ?? quiz.results.at(-1);
}

export function maxQuizScore(quiz: Pick<Quiz, 'questions'>): number {
  return quiz.questions.reduce((sum, q) => sum + Math.max(0, ...q.answers.map((a) => a.score)), 0);
}

export const UPDATE_TYPES = ['product', 'blog'] as const;
export type UpdateType = (typeof UPDATE_TYPES)[number];

/** updates/{slug} */
export interface Update {
  slug: string;
  title: string;
  summary: string;
  type: UpdateType;
  author: string;
  body: string;
  heroImage: string;
  heroAlt: string;
  publishedAt: string;
  published: boolean;
}

/** careers/{slug}: an open role. */
export interface CareerRole {
  slug: string;
  title: string;
  team: string;
  location: string;
  employmentType: string;
  summary: string;
  salaryRange: string;
  body: string;
  publishedAt: string;
  published: boolean;
}

/** Words a minute for reading time. */
const WORDS_PER_MINUTE = 230;

/** Reading time of a Markdown body in whole minutes, at least 1. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/[#>*_`|[\]()-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** The id a heading gets, shared by the table of contents and the rendered heading. */
export function headingId(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'section'
  );
}

export interface Heading {
  id: string;
  text: string;
}

/** The `## ` headings of a Markdown body, in order (code fences skipped), for a table of contents. */
export function markdownHeadings(markdown: string): Heading[] {
  const headings: Heading[] = [];
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const m = /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (m?.[1]) {
      const text = m[1].replace(/[*_`]/g, '');
      headings.push({ id: headingId(text), text });
    }
  }
  return headings;
}

/** Page sizes of the content lists (every list query has a limit and a cursor). */
export const CONTENT_PAGE_SIZE = 12;
/** The rules refuse list queries above this limit. */
export const CONTENT_MAX_LIST = 50;
