// A small card that leads to another page: its title as the link, a line about it and an optional note.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface LinkCardProps {
  to: string;
  title: string;
  text: string;
  /** A last line in small print ("Last updated ..."). */
  note?: ReactNode;
}

export function LinkCard({ to, title, text, note }: LinkCardProps) {
  return (
    <Card component="article">
      <CardContent>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
          <Link component={RouterLink} to={to}>
            {title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: note ? 1 : 0 }}>
          {text}
        </Typography>
        {note && (
          <Typography variant="caption" color="text.secondary">
            {note}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
