// /signin: welcome back, with Google or a phone number.
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import { AuthPage } from './AuthPage';

export default function SignInPage() {
  return (
    <AuthPage
      title={pageTitle(TITLES.signIn)}
      heading="Welcome back"
      intro="Sign in to see your registry, your saved gear and the events you are going to."
      switchPrompt="New to Recess?"
      switchLabel="Create an account"
      switchTo="/signup"
      idPrefix="signin"
    />
  );
}
