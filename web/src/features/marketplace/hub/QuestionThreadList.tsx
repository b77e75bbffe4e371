// The question threads of "Your marketplace": buyers' questions on your listings and yours to
// sellers, newest first, each saying whose turn it is and opening the thread.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { QuestionThread } from '@shared/schemas/question';

export function threadHeading(thread: QuestionThread, uid: string): string {
  return thread.sellerUid === uid
    ? `${thread.buyerFirstName} asked about ${thread.listingTitle}`
    : `You asked ${thread.sellerFirstName} about ${thread.listingTitle}`;
}

export function threadStanding(thread: QuestionThread, uid: string): string {
  if (thread.isBlocked) return 'Closed';
  const isSeller = thread.sellerUid === uid;
  if (thread.waitingFor === 'seller') return isSeller ? 'Waiting for your answer' : 'Waiting for the seller';
  return isSeller ? 'Answered' : 'The seller answered';
}

export function QuestionThreadList({ uid, threads }: { uid: string; threads: QuestionThread[] }) {
  if (threads.length === 0)
    return (
      <Typography color="text.secondary">
        No questions yet. Buyers can ask about your listings, and you can ask a seller from any listing.
      </Typography>
    );
  return (
    <Box component="ul" aria-label="Question threads" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {threads.map((t) => (
        <Box component="li" key={t.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Link component={RouterLink} to={`/marketplace/questions/${t.id}`} sx={{ fontWeight: 700 }}>
            {threadHeading(t, uid)}
          </Link>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            “{t.lastMessageText}”
          </Typography>
          <Typography
            variant="body2"
            color={t.sellerUid === uid && t.waitingFor === 'seller' && !t.isBlocked ? 'primary' : 'text.secondary'}
          >
            {threadStanding(t, uid)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
