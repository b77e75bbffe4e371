// Runs a quiz one question at a time: progress, back and next, then the scored result. Answers are
// kept in this browser as they are given; a signed-in person's result is saved to their account.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { maxQuizScore, quizResultFor, type Quiz } from '@shared/content';
import { Markdown } from '../../../lib/markdown/Markdown';
import { useSessionStore } from '../../auth';
import { saveQuizResult } from '../api/quizzes';
import {
  clearQuizProgress,
  readQuizProgress,
  scoreAnswers,
  writeQuizProgress,
  type QuizProgress,
} from '../quiz-progress';
import { QuizResult } from './QuizResult';

type SaveState = 'local' | 'saving' | 'saved' | 'failed';

export function QuizRunner({ quiz }: { quiz: Quiz }) {
  const total = quiz.questions.length;
  const [progress, setProgress] = useState<QuizProgress | null>(() => readQuizProgress(quiz.slug, total));
  const [missing, setMissing] = useState(false);
  const [saved, setSaved] = useState<SaveState>('local');
  const user = useSessionStore((s) => s.user);
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const step = progress?.step ?? -1;
  const finished = progress !== null && step >= total;

  const update = (next: QuizProgress | null) => {
    setProgress(next);
    setMissing(false);
    if (next) writeQuizProgress(quiz.slug, next);
    else clearQuizProgress(quiz.slug);
  };

  useEffect(() => {
    if (step >= 0 && step < total) questionHeading.current?.focus();
  }, [step, total]);

  /** A signed-in person's finished quiz is saved to their account; everyone else's stays here. */
  const saveResult = (answers: number[]) => {
    if (!user) return;
    const score = scoreAnswers(quiz.questions, answers);
    setSaved('saving');
    saveQuizResult(user.uid, {
      quizSlug: quiz.slug,
      score,
      maxScore: maxQuizScore(quiz),
      resultTitle: quizResultFor(quiz, score)?.title.slice(0, 120) ?? '',
      answers,
    }).then(
      () => setSaved('saved'),
      (error: unknown) => {
        console.error('Saving the quiz result failed', error);
        setSaved('failed');
      },
    );
  };

  if (!progress) {
    return (
      <Box>
        <Markdown>{quiz.intro}</Markdown>
        <Typography color="text.secondary" sx={{ my: 2 }}>
          {total} questions, about {quiz.minutes} minutes. Your answers stay in this browser.
        </Typography>
        <Button variant="contained" size="large" onClick={() => update({ answers: [], step: 0 })}>
          Start the quiz
        </Button>
      </Box>
    );
  }

  if (finished) {
    return (
      <QuizResult quiz={quiz} answers={progress.answers} saved={user ? saved : 'local'} onRetake={() => update(null)} />
    );
  }

  const question = quiz.questions[step];
  if (!question) return null;
  const chosen = progress.answers[step];
  const choose = (value: string) => {
    const answers = [...progress.answers];
    answers[step] = Number(value);
    update({ answers, step });
  };
  const next = () => {
    if (chosen === undefined) {
      setMissing(true);
      return;
    }
    update({ answers: progress.answers, step: step + 1 });
    if (step + 1 === total) saveResult(progress.answers);
  };
  const back = () => update({ answers: progress.answers, step: Math.max(0, step - 1) });
  const labelId = `quiz-question-${step}`;

  return (
    <Box>
      <Typography
        ref={questionHeading}
        tabIndex={-1}
        variant="h2"
        sx={{ fontSize: '1rem', color: 'text.secondary', mb: 1, outline: 'none' }}
      >
        Question {step + 1} of {total}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(step / total) * 100}
        aria-label={`Question ${step + 1} of ${total}`}
        sx={{ height: 8, borderRadius: 4, mb: 3 }}
      />
      <FormControl component="fieldset" error={missing} sx={{ width: '100%' }}>
        <FormLabel
          id={labelId}
          component="legend"
          sx={{
            color: 'text.primary',
            fontSize: '1.3rem',
            fontWeight: 700,
            mb: 2,
            '&.Mui-focused': { color: 'text.primary' },
          }}
        >
          {question.text}
        </FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          name={labelId}
          value={chosen ?? ''}
          onChange={(e) => choose(e.target.value)}
        >
          {question.answers.map((a, i) => (
            <FormControlLabel
              key={a.text}
              value={i}
              control={<Radio />}
              label={a.text}
              sx={{
                border: 1,
                borderColor: chosen === i ? 'primary.main' : 'divider',
                borderRadius: 2,
                mx: 0,
                mb: 1.5,
                py: 0.75,
                pr: 2,
                bgcolor: chosen === i ? 'action.selected' : 'background.paper',
              }}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {missing && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Choose an answer to continue.
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        <Button variant="outlined" onClick={back} disabled={step === 0}>
          Back
        </Button>
        <Button variant="contained" onClick={next}>
          {step + 1 === total ? 'See my result' : 'Next question'}
        </Button>
      </Stack>
    </Box>
  );
}
