// /about: mission, what the app does, how we make money, values and how to reach us.
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle } from '../../../ui/meta/titles';
import { MarkdownDocument } from '../../../lib/markdown/MarkdownDocument';
import body from '../content/about.md?raw';

const LEAD =
  "We're building Recess to make the early years of parenting less lonely and less expensive. Here's what we do, how we earn money and who we are.";

export default function AboutPage() {
  return (
    <>
      <PageMeta title={pageTitle('About Recess')} description={LEAD} />
      <MarkdownDocument
        title="About Recess"
        lead={LEAD}
        body={body}
        actions={
          <>
            <Button component={RouterLink} to="/registry" variant="contained">
              Start a registry
            </Button>
            <Button component={RouterLink} to="/careers" variant="outlined">
              Work with us
            </Button>
          </>
        }
      />
    </>
  );
}
