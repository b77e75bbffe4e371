// Cards leading into the four main areas of the product.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { eventsForKidsPath } from '../../config/site';

interface Entry {
  title: string;
  body: string;
  to: string;
  tint: string;
}

function entries(): Entry[] {
  return [
    {
      title: 'Baby registry',
      body: 'One list for everything, from any store. Friends see what is left and buy where they like.',
      to: '/registry',
      tint: '#e3efe9',
    },
    {
      title: 'Marketplace',
      body: 'Gently used gear from families nearby, checked against recalls and covered by Recess Protect.',
      to: '/marketplace',
      tint: '#f6e3dc',
    },
    {
      title: 'Events for kids',
      body: 'Story times, sensory play and stroller walks in your city, each with a chat to plan the meet-up.',
      to: eventsForKidsPath(),
      tint: '#f4ecd3',
    },
    {
      title: 'Parenting guides',
      body: 'Clear, kind, evidence-based answers on pregnancy, sleep, feeding and the gear that matters.',
      to: '/editorial',
      tint: '#e4e6f3',
    },
  ];
}

export function EntryPoints() {
  return (
    <Box component="section" aria-labelledby="home-explore" sx={{ pb: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Typography id="home-explore" variant="h2" component="h2" sx={{ mb: 4 }}>
          Start here
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {entries().map((e) => (
            <Card key={e.title} sx={{ bgcolor: e.tint, border: 0 }}>
              <CardActionArea component={RouterLink} to={e.to} sx={{ height: '100%', alignItems: 'flex-start' }}>
                <CardContent>
                  <Typography variant="h3" component="h3" gutterBottom>
                    {e.title}
                  </Typography>
                  <Typography color="text.secondary">{e.body}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
