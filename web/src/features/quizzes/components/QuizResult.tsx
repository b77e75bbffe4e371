// The end of a quiz: the score, the result band with its advice, a share link and the answer review.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { maxQuizScore, quizResultFor, type Quiz } from '@shared/content';
import { Markdown } from '../../../lib/markdown/Markdown';
import { scoreAnswers } from '../quiz-progress';

interface QuizResultProps {
  quiz: Quiz;
  answers: readonly number[];
  saved: 'local' | 'saving' | 'saved' | 'failed';
  onRetake: () => void;
}

export function QuizResult({ quiz, answers, saved, onRetake }: QuizResultProps) {
  const score = scoreAnswers(quiz.questions, answers);
  const max = maxQuizScore(quiz);
  const band = quizResultFor(quiz, score);
  const shareUrl = `${window.location.origin}/parenting-quizzes/${quiz.slug}`;
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const share = async () => {
    const text = `I got "${band?.title ?? 'my result'}" on the Recess quiz "${quiz.title}". Take it too:`;
    if (navigator.share) {
      try {
        await navigator.share({ title: quiz.title, text, url: shareUrl });
        return;
      } catch {
        // Cancelled or unavailable: fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(`${text} ${shareUrl}`);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Box>
      <Typography variant="overline" sx={{ fontWeight: 700 }} color="secondary.dark">
        Your result
      </Typography>
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="h2"
        sx={{ fontSize: 'clamp(1.6rem, 2vw + 1rem, 2.2rem)', mb: 1, outline: 'none' }}
      >
        {band?.title ?? 'Thanks for taking the quiz'}
      </Typography>
      <Typography sx={{ fontWeight: 700, mb: 2 }}>
        You scored {score} out of {max}.
      </Typography>
      {band && <Markdown>{band.body}</Markdown>}
      <Box sx={{ my: 3 }}>
        {saved === 'local' && (
          <Alert severity="info">
            Your answers stay in this browser. Sign in if you want to keep results in your account.
          </Alert>
        )}
        {saved === 'saved' && <Alert severity="success">Saved to your account.</Alert>}
        {saved === 'failed' && (
          <Alert severity="warning">We could not save this result to your account, but it is still here.</Alert>
        )}
      </Box>
      <Box component="section" aria-labelledby="share-quiz" sx={{ my: 4 }}>
        <Typography id="share-quiz" variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
          Share this quiz
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            label="Quiz link"
            value={shareUrl}
            fullWidth
            size="small"
            slotProps={{
              htmlInput: { readOnly: true },
              input: { onFocus: (e) => (e.target as HTMLInputElement).select() },
            }}
          />
          <Button
            variant="outlined"
            startIcon={<ContentCopyIcon aria-hidden />}
            onClick={() => void share()}
            sx={{ flexShrink: 0 }}
          >
            Share result
          </Button>
        </Stack>
        <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: 24 }}>
          {copied ? 'Link copied. Paste it anywhere to share.' : ''}
        </Typography>
      </Box>
      <Box
        component="details"
        sx={{ my: 3, '& > summary': { cursor: 'pointer', fontWeight: 700, minHeight: 44, py: 1 } }}
      >
        <summary>Review your answers</summary>
        <Box component="ol" sx={{ pl: 3, display: 'grid', gap: 2 }}>
          {quiz.questions.map((q, i) => {
            const chosen = q.answers[answers[i] ?? -1];
            return (
              <li key={q.text}>
                <Typography sx={{ fontWeight: 650 }}>{q.text}</Typography>
                <Typography color="text.secondary">Your answer: {chosen?.text ?? 'not answered'}</Typography>
                {q.explanation && <Typography sx={{ mt: 0.5 }}>{q.explanation}</Typography>}
              </li>
            );
          })}
        </Box>
      </Box>
      <Button variant="contained" onClick={onRetake}>
        Retake the quiz
      </Button>
    </Box>
  );
}
