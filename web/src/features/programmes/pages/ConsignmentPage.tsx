// /consignment: how consignment works, the payout table, and a pickup request form.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle } from '../../../ui/meta/titles';
import { MarkdownDocument } from '../../../lib/markdown/MarkdownDocument';
import body from '../content/consignment.md?raw';
import { LazyApplicationForm } from '../components/LazyApplicationForm';

const LEAD =
  'Hand over your outgrown baby gear and we clean it, check it for recalls and sell it for you. You keep 40% to 70% of the final sale price.';

export default function ConsignmentPage() {
  const [sent, setSent] = useState(false);
  return (
    <>
      <PageMeta title={pageTitle('Consignment')} description={LEAD} />
      <MarkdownDocument
        title="Recess Consignment"
        lead={LEAD}
        body={body}
        actions={
          <Button href="#request-pickup" variant="contained" size="large">
            Request a pickup
          </Button>
        }
      >
        <Box
          component="section"
          aria-labelledby="request-pickup"
          sx={{
            mt: 6,
            p: { xs: 2.5, md: 4 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
            bgcolor: 'background.paper',
          }}
        >
          <Typography id="request-pickup" variant="h2" sx={{ fontSize: '1.6rem', mb: 1, scrollMarginTop: 88 }}>
            {sent ? 'Pickup requested' : 'Request a pickup'}
          </Typography>
          {sent ? (
            <Alert severity="success" sx={{ fontSize: '1.05rem' }}>
              Thank you! We have your pickup request. Our consignment team will email you within 2 business days to
              confirm a pickup window. Questions in the meantime: consign@recessparents.com.
            </Alert>
          ) : (
            <>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                Free door pickup for 5 or more items or an estimated $300 or more; otherwise we will suggest a drop-off.
              </Typography>
              <LazyApplicationForm
                type="consignment-pickup"
                label="Consignment pickup request"
                submitLabel="Request pickup"
                onSubmitted={() => setSent(true)}
              />
            </>
          )}
        </Box>
      </MarkdownDocument>
    </>
  );
}
