// The demo content as Firestore documents, and its seeding (documents plus hero images).
import { db } from '../../../lib/admin.js';
import type { Article, CareerRole, Quiz, Update } from '../../../shared/content.js';
import { DEMO_CATALOG } from '../catalog/index.js';
import { writeContentImages } from './content-art.js';
import { loadArticles, loadCareers, loadQuizzes, loadUpdates } from './load-content.js';

export interface DemoContent {
  articles: Article[];
  quizzes: Quiz[];
  updates: Update[];
  careers: CareerRole[];
}

export function loadDemoContent(): DemoContent {
  return {
    articles: loadArticles(DEMO_CATALOG),
    quizzes: loadQuizzes(),
    updates: loadUpdates(),
    careers: loadCareers(),
  };
}

/** The hero images the content needs: articles by category, quizzes as quizzes, updates by type. */
export function contentImages(content: DemoContent) {
  return [
    ...content.articles.map((a) => ({ kind: 'articles', slug: a.slug, motif: a.category })),
    ...content.quizzes.map((q) => ({
      kind: 'quizzes',
      slug: q.slug,
      motif: q.category === 'relationships' ? 'relationships' : 'quiz',
    })),
    ...content.updates.map((u) => ({ kind: 'updates', slug: u.slug, motif: u.type })),
  ];
}

/** Writes every content document (keyed by slug) and the hero images; returns the counts. */
export async function seedContent(
  content: DemoContent = loadDemoContent(),
): Promise<Record<keyof DemoContent, number>> {
  writeContentImages(contentImages(content));
  const batch = db().batch();
  const put = (collection: string, items: readonly { slug: string }[]) => {
    for (const item of items) batch.set(db().collection(collection).doc(item.slug), item);
  };
  put('articles', content.articles);
  put('quizzes', content.quizzes);
  put('updates', content.updates);
  put('careers', content.careers);
  await batch.commit();
  return {
    articles: content.articles.length,
    quizzes: content.quizzes.length,
    updates: content.updates.length,
    careers: content.careers.length,
  };
}
