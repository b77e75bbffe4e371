// /community: what the community offers, the Community Guidelines, moderation and how to report.
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle } from '../../../ui/meta/titles';
import { MarkdownDocument } from '../../../lib/markdown/MarkdownDocument';
import body from '../content/community.md?raw';

const LEAD =
  'Event chats, city pages, guides and 24/7 support, plus the guidelines that keep Recess a safe, kind place for parents and their kids.';

export default function CommunityPage() {
  return (
    <>
      <PageMeta title={pageTitle('Community')} description={LEAD} />
      <MarkdownDocument
        title="The Recess community"
        lead={LEAD}
        body={body}
        actions={
          <>
            <Button component={RouterLink} to="/editorial" variant="contained">
              Read the guides
            </Button>
            <Button component={RouterLink} to="/careers/community-partner" variant="outlined">
              Host events as a partner
            </Button>
          </>
        }
      />
    </>
  );
}
