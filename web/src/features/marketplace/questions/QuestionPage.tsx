// /marketplace/questions/{id}: one buyer's questions to a seller about a listing, live, for the two of
// them: the messages (newest 50, oldest first), a composer, Report, and for the seller Block.
// Messages go through the api (rate limit, block, notification); reads are under the rules.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { collection, doc, limit, orderBy, query } from 'firebase/firestore';
import { use, useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { MARKETPLACE_LIMITS } from '@shared/marketplace';
import { questionMessageSchema, type QuestionThread } from '@shared/schemas/question';
import { ApiError } from '../../../lib/api/client';
import { getDb } from '../../../lib/firebase/app';
import { useLiveCollection, useLiveDocument } from '../../../lib/firebase/live-query';
import { MessageList } from '../../../ui/content/MessageList';
import { MessageComposer } from '../../../ui/form/MessageComposer';
import { schemaErrors } from '../../../ui/form/schema-errors';
import { useForm } from '../../../ui/form/use-form';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import type { SessionUser } from '../../auth';
import { RequireSignIn } from '../../account';
import { threadHeading, threadStanding } from '../hub/QuestionThreadList';
import { sendQuestionMessage, toThreadMessage } from './api/questions';
import { ThreadSafetyActions } from './ThreadSafetyActions';
import { marketplaceKeys } from '../api/query-keys';

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

function Messages({ thread, uid }: { thread: QuestionThread; uid: string }) {
  const db = use(getDb());
  const q = useMemo(
    () => query(collection(db, 'questions', thread.id, 'messages'), orderBy('createdAt', 'desc'), limit(50)),
    [db, thread.id],
  );
  const { data: messages = [] } = useLiveCollection(marketplaceKeys.questionMessages(thread.id), q, (snap) =>
    snap.docs.map(toThreadMessage).reverse(),
  );
  const nameOf = (sender: string) =>
    sender === uid ? 'You' : sender === thread.buyerUid ? thread.buyerFirstName : thread.sellerFirstName;
  return <MessageList messages={messages} uid={uid} nameOf={nameOf} />;
}

function Composer({ thread, uid }: { thread: QuestionThread; uid: string }) {
  const client = useQueryClient();
  const form = useForm<{ text: string }>({
    initialValues: { text: '' },
    validate: (values) => schemaErrors<{ text: string }>(questionMessageSchema, values),
    onSubmit: async ({ text }) => {
      try {
        await sendQuestionMessage(thread.id, text.trim());
      } catch (e) {
        throw new Error(errorText(e, 'Your message could not be sent. Please try again.'), { cause: e });
      }
      form.setValue('text', '');
      void client.invalidateQueries({ queryKey: marketplaceKeys.hub() });
    },
  });
  return (
    <Box>
      <MessageComposer form={form} maxLength={MARKETPLACE_LIMITS.message} />
      {thread.sellerUid === uid && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Keep payment and pickup on Recess: a buyer who pays through Recess is covered by Recess Protect.
        </Typography>
      )}
    </Box>
  );
}

function ThreadView({ id, user }: { id: string; user: SessionUser }) {
  const db = use(getDb());
  const ref = useMemo(() => doc(db, 'questions', id), [db, id]);
  const { status, data: thread } = useLiveDocument(marketplaceKeys.question(id), ref, (snap) =>
    snap.exists() ? ({ ...(snap.data() as QuestionThread), id: snap.id } satisfies QuestionThread) : null,
  );
  if (status === 'loading') return <Typography>Loading the conversation…</Typography>;
  if (!thread) return <Alert severity="info">We could not find that conversation among yours.</Alert>;
  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography variant="h3" component="h2">
          {threadHeading(thread, user.uid)}
        </Typography>
        <Link component={RouterLink} to={thread.listingPath} underline="always">
          See the listing
        </Link>
        <Typography color="text.secondary">{threadStanding(thread, user.uid)}</Typography>
      </Box>
      <Messages thread={thread} uid={user.uid} />
      {thread.isBlocked ? (
        <Alert severity="info">This conversation is closed.</Alert>
      ) : (
        <Composer thread={thread} uid={user.uid} />
      )}
      <ThreadSafetyActions thread={thread} uid={user.uid} />
      <Button component={RouterLink} to="/marketplace/you" sx={{ alignSelf: 'flex-start' }}>
        Back to your marketplace
      </Button>
    </Stack>
  );
}

export default function QuestionPage() {
  const { id = '' } = useParams();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={pageTitle('Questions', TITLES.marketplace)} noindex />
      <Typography variant="h2" component="h1" gutterBottom>
        Questions
      </Typography>
      <RequireSignIn>{(user) => <ThreadView id={id} user={user} />}</RequireSignIn>
    </Container>
  );
}
