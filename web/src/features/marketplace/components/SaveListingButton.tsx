// "Save" on a listing page, "Saved" once saved (pressed again, it unsaves). Rendered signed out on the
// server; whether the listing is saved is read only for someone signed in, and a signed-out visitor's
// click goes to sign in and, back here signed in, the listing is saved. Before the app runs, the
// browser itself takes that visitor to sign in (SignInFirstForm: a phone's tap fetches no JavaScript).
// Firestore loads on that read or on the first click, never with the page.
import Button from '@mui/material/Button';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { useQueryClient } from '@tanstack/react-query';
import { afterSignInProps, SignInFirstForm, usePendingAction, useSessionUser } from '../../auth';
import { ApiError } from '../../../lib/api/client';
import { showToast } from '../../../ui/toast/toast-store';
import { isSavedQueryOptions, useIsListingSaved, useSetListingSaved } from '../saved/api/saved-listings';
import { useSignedInAction } from '../../auth';
import { LISTING_ACTIONS } from '../hooks/listing-actions';

export function SaveListingButton({ listingId }: { listingId: string }) {
  const user = useSessionUser();
  const isSaved = useIsListingSaved(user?.uid ?? null, listingId);
  const setSaved = useSetListingSaved();
  const whenSignedIn = useSignedInAction();
  const client = useQueryClient();
  /** Saves (true), unsaves (false) or flips (null) the listing for `uid`. */
  const change = async (uid: string, to: boolean | null) => {
    // A click can come before the saved state was read (Auth was still loading): read it first.
    const wasSaved = await client.fetchQuery(isSavedQueryOptions(uid, listingId)).catch(() => isSaved);
    const isNowSaved = to ?? !wasSaved;
    if (isNowSaved === wasSaved) return;
    setSaved.mutate(
      { uid, listingId, isSaved: isNowSaved },
      {
        // The api's refusal says why (500 saved already); anything else is worth another try.
        onError: (error) =>
          showToast({
            severity: 'error',
            message:
              error instanceof ApiError
                ? error.message
                : `The listing could not be ${wasSaved ? 'unsaved' : 'saved'}. Please try again.`,
          }),
      },
    );
  };
  const toggle = () =>
    whenSignedIn((signedIn) => void change(signedIn.uid, null), { action: LISTING_ACTIONS.save, target: listingId });
  // Save pressed while signed out: saved now that they are back signed in (never unsaved).
  usePendingAction(LISTING_ACTIONS.save, listingId, (_, signedIn) => void change(signedIn.uid, true));
  return (
    <SignInFirstForm>
      <Button
        {...afterSignInProps({ action: LISTING_ACTIONS.save, target: listingId })}
        variant="outlined"
        onClick={(event) => {
          event.preventDefault();
          void toggle();
        }}
        disabled={setSaved.isPending}
        aria-pressed={isSaved}
        startIcon={isSaved ? <Favorite /> : <FavoriteBorder />}
      >
        {isSaved ? 'Saved' : 'Save'}
      </Button>
    </SignInFirstForm>
  );
}
