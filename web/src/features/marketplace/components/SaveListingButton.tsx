// "Save" on a listing page, "Saved" once saved (pressed again, it unsaves). Rendered signed out on the
// server; whether the listing is saved is read only for someone signed in, and a signed-out visitor's
// click goes to sign in. Firestore loads on that read or on the first click, never with the page.
import Button from '@mui/material/Button';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { useQueryClient } from '@tanstack/react-query';
import { useSessionUser } from '../../auth';
import { showToast } from '../../../ui/toast/toast-store';
import { isSavedQueryOptions, useIsListingSaved, useSetListingSaved } from '../api/saved-listings';
import { useSignedInAction } from '../hooks/use-signed-in-action';

export function SaveListingButton({ listingId }: { listingId: string }) {
  const user = useSessionUser();
  const isSaved = useIsListingSaved(user?.uid ?? null, listingId);
  const setSaved = useSetListingSaved();
  const whenSignedIn = useSignedInAction();
  const client = useQueryClient();
  const toggle = () =>
    whenSignedIn((signedIn) => {
      void (async () => {
        // A click can come before the saved state was read (Auth was still loading): read it first.
        const wasSaved = await client.fetchQuery(isSavedQueryOptions(signedIn.uid, listingId)).catch(() => isSaved);
        setSaved.mutate(
          { uid: signedIn.uid, listingId, isSaved: !wasSaved },
          {
            onError: () =>
              showToast({
                severity: 'error',
                message: `The listing could not be ${wasSaved ? 'unsaved' : 'saved'}. Please try again.`,
              }),
          },
        );
      })();
    });
  return (
    <Button
      variant="outlined"
      onClick={() => void toggle()}
      disabled={setSaved.isPending}
      aria-pressed={isSaved}
      startIcon={isSaved ? <Favorite /> : <FavoriteBorder />}
    >
      {isSaved ? 'Saved' : 'Save'}
    </Button>
  );
}
