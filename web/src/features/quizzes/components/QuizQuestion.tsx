// One quiz question on screen: progress, the answers as radio buttons, then back and next.
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
import { useEffect, useRef } from 'react';
import type { QuizQuestion as Question } from '@shared/content';

interface QuizQuestionProps {
  question: Question;
  step: number;
  total: number;
  chosen: number | undefined;
  isMissing: boolean;
  onChoose: (answer: number) => void;
  onNext: () => void;
  onBack: () => void;
}

export function QuizQuestion({
  question,
  step,
  total,
  chosen,
  isMissing,
  onChoose,
  onNext,
  onBack,
}: QuizQuestionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Each new question takes the focus, so a screen reader announces it.
  useEffect(() => heading.current?.focus(), [step]);
  const labelId = `quiz-question-${step}`;

  return (
    <Box>
      <Typography
        ref={heading}
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
      <FormControl component="fieldset" error={isMissing} sx={{ width: '100%' }}>
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
          onChange={(e) => onChoose(Number(e.target.value))}
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
      {isMissing && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Choose an answer to continue.
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        <Button variant="outlined" onClick={onBack} disabled={step === 0}>
          Back
        </Button>
        <Button variant="contained" onClick={onNext}>
          {step + 1 === total ? 'See my result' : 'Next question'}
        </Button>
      </Stack>
    </Box>
  );
}
