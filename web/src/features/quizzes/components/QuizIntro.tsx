// A quiz before it starts: its intro, length, and the start button.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Quiz } from '@shared/content';
import { Markdown } from '../../../lib/markdown/Markdown';

export function QuizIntro({ quiz, onStart }: { quiz: Quiz; onStart: () => void }) {
  return (
    <Box>
      <Markdown>{quiz.intro}</Markdown>
      <Typography color="text.secondary" sx={{ my: 2 }}>
        {quiz.questions.length} questions, about {quiz.minutes} minutes. Your answers stay in this browser.
      </Typography>
      <Button variant="contained" size="large" onClick={onStart}>
        Start the quiz
      </Button>
    </Box>
  );
}
