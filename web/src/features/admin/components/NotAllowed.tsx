// What someone without the admin claim sees on an admin page (the server said 403).
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function NotAllowed() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        Not allowed
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        This page is for Recess admins. If you need access, ask an admin to grant it to your account.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to the home page
      </Button>
    </Container>
  );
}
