// Covers QuizRunner end to end in the browser: refused "next", back, answers kept in storage across
// a reload, the result, retake, and a signed-in person's result saved (or not) to their account.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Quiz } from '@shared/content';
import { saveQuizResult } from '../api/quizzes';
import { QUIZ_PROGRESS_KEY_PREFIX } from '../quiz-progress';
import { QuizRunner } from './QuizRunner';

const session = vi.hoisted(() => ({ user: null as { uid: string } | null }));
vi.mock('../../auth', () => ({
  useSessionStore: <T,>(select: (s: typeof session) => T) => select(session),
}));
vi.mock('../api/quizzes', () => ({ saveQuizResult: vi.fn() }));

const quiz: Quiz = {
  slug: 'sleep',
  title: 'Sleep myths',
  summary: '',
  category: 'sleep',
  minutes: 2,
  intro: 'How much do you know about newborn sleep?',
  heroImage: '',
  publishedAt: '2024-01-01',
  featured: false,
  published: true,
  questions: [
    {
      text: 'First question?',
      explanation: null,
      answers: [
        { text: 'No', score: 0 },
        { text: 'Yes', score: 2 },
      ],
    },
    {
      text: 'Second question?',
      explanation: null,
      answers: [
        { text: 'No', score: 0 },
        { text: 'Yes', score: 1 },
      ],
    },
  ],
  results: [{ min: 0, max: 3, title: 'Sleep savvy', body: 'Well done.' }],
};
const storageKey = `${QUIZ_PROGRESS_KEY_PREFIX}sleep`;
const progressHeading = () => screen.getByRole('heading', { name: /^Question \d of 2$/ });

beforeEach(() => {
  localStorage.clear();
  session.user = null;
  vi.mocked(saveQuizResult).mockReset().mockResolvedValue(undefined);
});

async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.click(screen.getByRole('button', { name: 'Next question' }));
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await user.click(screen.getByRole('button', { name: 'See my result' }));
}

describe('QuizRunner', () => {
  it('refuses "next" without an answer, goes back, and keeps the answers across a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<QuizRunner quiz={quiz} />);
    expect(screen.getByText('2 questions, about 2 minutes. Your answers stay in this browser.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
    expect(progressHeading()).toHaveTextContent('Question 1 of 2');
    expect(progressHeading()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByText('Choose an answer to continue.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByText('Choose an answer to continue.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(progressHeading()).toHaveTextContent('Question 2 of 2');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(progressHeading()).toHaveTextContent('Question 1 of 2');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(JSON.parse(localStorage.getItem(storageKey) ?? '')).toEqual({ answers: [1], step: 1 });

    unmount();
    render(<QuizRunner quiz={quiz} />);
    expect(progressHeading()).toHaveTextContent('Question 2 of 2');
    expect(screen.getByRole('button', { name: 'See my result' })).toBeInTheDocument();
  });

  it('shows the result, kept in the browser when signed out, and starts over on retake', async () => {
    const user = userEvent.setup();
    render(<QuizRunner quiz={quiz} />);

    await answerAll(user);

    expect(screen.getByText('You scored 2 out of 3.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sleep savvy' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quiz link' })).toHaveValue(
      `${window.location.origin}/parenting-quizzes/sleep`,
    );
    expect(screen.getByText(/Your answers stay in this browser\. Sign in/)).toBeInTheDocument();
    expect(saveQuizResult).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(storageKey) ?? '')).toEqual({ answers: [1, 0], step: 2 });

    await user.click(screen.getByRole('button', { name: 'Retake the quiz' }));
    expect(screen.getByRole('button', { name: 'Start the quiz' })).toBeInTheDocument();
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it('saves a signed-in person’s result to their account', async () => {
    session.user = { uid: 'u1' };
    const user = userEvent.setup();
    render(<QuizRunner quiz={quiz} />);

    await answerAll(user);

    expect(await screen.findByText('Saved to your account.')).toBeInTheDocument();
    expect(saveQuizResult).toHaveBeenCalledTimes(1);
    expect(saveQuizResult).toHaveBeenCalledWith('u1', {
      quizSlug: 'sleep',
      score: 2,
      maxScore: 3,
      resultTitle: 'Sleep savvy',
      answers: [1, 0],
    });
  });

  it('says so when saving the result fails, keeping it on screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(saveQuizResult).mockRejectedValue(new Error('offline'));
    session.user = { uid: 'u1' };
    const user = userEvent.setup();
    render(<QuizRunner quiz={quiz} />);

    await answerAll(user);

    expect(
      await screen.findByText('We could not save this result to your account, but it is still here.'),
    ).toBeInTheDocument();
    expect(screen.getByText('You scored 2 out of 3.')).toBeInTheDocument();
  });
});
