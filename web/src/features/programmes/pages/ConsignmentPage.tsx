// /consignment: how consignment works, the payout table, and a pickup request form.
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageSection } from '../../../ui/content/PageSection';
import { StaticDocumentPage } from '../../../lib/markdown/StaticDocumentPage';
import { parseStaticDocument } from '../../../lib/markdown/static-document';
import source from '../content/consignment.md?raw';
import { LazyApplicationForm } from '../components/LazyApplicationForm';

const CONSIGNMENT = parseStaticDocument(source);

const formFrame = {
  mt: 6,
  p: { xs: 2.5, md: 4 },
  border: 1,
  borderColor: 'divider',
  borderRadius: 3,
  bgcolor: 'background.paper',
} as const;

export default function ConsignmentPage() {
  const [sent, setSent] = useState(false);
  return (
    <StaticDocumentPage doc={CONSIGNMENT}>
      <PageSection id="request-pickup" title={sent ? 'Pickup requested' : 'Request a pickup'} sx={formFrame}>
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
      </PageSection>
    </StaticDocumentPage>
  );
}
