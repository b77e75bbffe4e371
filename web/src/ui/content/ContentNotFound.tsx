// "That X was not found": a clear dead end with one way back, for content looked up by slug.
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../meta/PageMeta';

interface ContentNotFoundProps {
  /** The page title, from pageTitle(). */
  title: string;
  heading: string;
  text: string;
  back: { to: string; label: string };
}

export function ContentNotFound({ title, heading, text, back }: ContentNotFoundProps) {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <PageMeta title={title} noindex />
      <Typography variant="h2" component="h1" gutterBottom>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to={back.to} variant="contained">
        {back.label}
      </Button>
    </Container>
  );
}
