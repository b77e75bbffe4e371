// The three promises of the app: gear, support, a safe space.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

const PILLARS = [
  {
    title: 'Buy and sell gear',
    body: 'Strollers, bassinets and carriers get months of use and years of life. Sell what your baby outgrew, find what they are growing into, and keep good gear out of landfill. Every order is covered by Recess Protect.',
    icon: 'M6 18a3 3 0 1 0 6 0 3 3 0 0 0-6 0Zm14 0a3 3 0 1 0 6 0 3 3 0 0 0-6 0ZM4 6h4l3 9h14l3-7H10',
  },
  {
    title: '24/7 parenting support',
    body: 'Fevers, feeds and four-month sleep regressions do not keep office hours. Ask the community any time, and read guides written with pediatric nurses, lactation consultants and sleep specialists.',
    icon: 'M16 4a12 12 0 1 0 0 24 12 12 0 0 0 0-24Zm0 6v6l4 3',
  },
  {
    title: 'A safe space',
    body: 'Verified members, moderated chats and clear community guidelines. Share the hard days and the funny ones with parents who get it, without the judgement and noise of a general social feed.',
    icon: 'M16 3 5 7v8c0 7 5 12 11 14 6-2 11-7 11-14V7L16 3Zm-5 13 4 4 7-8',
  },
];

export function Pillars() {
  return (
    <Box component="section" aria-labelledby="home-pillars" sx={{ py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Typography id="home-pillars" variant="h2" component="h2" sx={{ mb: 4, textAlign: { md: 'center' } }}>
          Made for the first years
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {PILLARS.map((p) => (
            <Box
              key={p.title}
              sx={{ p: 3, borderRadius: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
            >
              <Box sx={{ color: 'secondary.main', mb: 1.5 }}>
                <svg width="40" height="40" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
                  <path
                    d={p.icon}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </Box>
              <Typography variant="h3" component="h3" gutterBottom>
                {p.title}
              </Typography>
              <Typography color="text.secondary">{p.body}</Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
