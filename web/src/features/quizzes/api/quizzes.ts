// quizzes/{slug}: the published quizzes (a list with a limit and a cursor, one read per quiz page),
// and a signed-in user's saved result in users/{uid}/quizResults/{slug}.
import type { DocumentSnapshot } from 'firebase/firestore';
import type { Quiz } from '@shared/content';
import { getPublished, listPublished } from '../../../lib/content/published';
import { getDb } from '../../../lib/firebase/app';

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const records = (v: unknown) =>
  Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null) : [];

export function toQuiz(snap: DocumentSnapshot): Quiz {
  const d = (snap.data() ?? {}) as Record<string, unknown>;
  return {
    slug: snap.id,
    title: text(d.title),
    summary: text(d.summary),
    category: text(d.category),
    minutes: Number(d.minutes) || 3,
    intro: text(d.intro),
    heroImage: text(d.heroImage),
    publishedAt: text(d.publishedAt),
    featured: d.featured === true,
    published: d.published === true,
    questions: records(d.questions).map((q) => ({
      text: text(q.text),
      explanation: text(q.explanation) || null,
      answers: records(q.answers).map((a) => ({ text: text(a.text), score: Number(a.score) || 0 })),
    })),
    results: records(d.results).map((r) => ({
      min: Number(r.min) || 0,
      max: Number(r.max) || 0,
      title: text(r.title),
      body: text(r.body),
    })),
  };
}

export function listQuizzes(after: DocumentSnapshot | null = null) {
  return listPublished('quizzes', {}, toQuiz, after);
}

export function getQuiz(slug: string): Promise<Quiz | null> {
  return getPublished('quizzes', slug, toQuiz);
}

export interface QuizResultRecord {
  quizSlug: string;
  score: number;
  maxScore: number;
  resultTitle: string;
  answers: number[];
}

/** Saves a signed-in user's latest result of a quiz (the rules check the shape and the owner). */
export async function saveQuizResult(uid: string, result: QuizResultRecord): Promise<void> {
  const [db, fs] = await Promise.all([getDb(), import('firebase/firestore')]);
  await fs.setDoc(fs.doc(db, 'users', uid, 'quizResults', result.quizSlug), {
    ...result,
    completedAt: fs.serverTimestamp(),
  });
}
