// /signup: create an account with Google or a phone number.
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import { AuthPage } from './AuthPage';

export default function SignUpPage() {
  return (
    <AuthPage
      title={pageTitle(TITLES.signUp)}
      heading="Join Recess"
      intro="Start your universal baby registry, save gear you love from any store, and join parents near you. It takes less than a minute."
      switchPrompt="Already have an account?"
      switchLabel="Sign in"
      switchTo="/signin"
      idPrefix="signup"
    />
  );
}
