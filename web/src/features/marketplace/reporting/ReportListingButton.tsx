// "Report" on a listing page: signed-in people get the report dialog (loaded on the click); a
// signed-out visitor goes to sign in first, and finds the dialog open when back here.
import Button from '@mui/material/Button';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { lazy, Suspense, useState } from 'react';
import { usePendingAction } from '../../auth';
import { useSignedInAction } from '../../auth';
import { LISTING_ACTIONS } from '../hooks/listing-actions';

const ReportListingDialog = lazy(() => import('./ReportListingDialog'));

export function ReportListingButton({ listingId }: { listingId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const whenSignedIn = useSignedInAction();
  usePendingAction(LISTING_ACTIONS.report, listingId, () => setIsOpen(true));
  return (
    <>
      <Button
        variant="text"
        color="inherit"
        startIcon={<FlagOutlined />}
        onClick={() => void whenSignedIn(() => setIsOpen(true), { action: LISTING_ACTIONS.report, target: listingId })}
      >
        Report
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <ReportListingDialog listingId={listingId} open onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
