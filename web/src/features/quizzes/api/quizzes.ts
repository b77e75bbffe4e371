// quizzes/{slug}: a published quiz as a typed value (read defensively: admins edit them in the
// console), and a signed-in user's saved result in users/{uid}/quizResults/{slug}.
import type { Quiz } from '@shared/content';
import { fieldsOf, records, text, texts } from '../../../lib/content/fields';
import { getDb } from '../../../lib/firebase/app';
import { type ContentSnapshot } from '../../../lib/content/published';

export function toQuiz(snap: ContentSnapshot): Quiz {
  const d = fieldsOf(snap);
  return {
    slug: snap.id,
    ...texts(d, 'title', 'summary', 'category', 'intro', 'heroImage', 'publishedAt'),
    minutes: Number(d.minutes) || 3,
    featured: d.featured === true,
    published: d.published === true,
    questions: records(d.questions).map((q) => ({
      text: text(q.text),
      explanation: text(q.explanation) || null,
      answers: records(q.answers).map((a) => ({ text: text(a.text), score: Number(a.score) || 0 })),
    })),
    results: records(d.results).map((r) => ({
      ...texts(r, 'title', 'body'),
      min: Number(r.min) || 0,
      max: Number(r.max) || 0,
    })),
  };
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
