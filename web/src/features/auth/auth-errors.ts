// Plain-language messages for Firebase Auth error codes met during sign-in.
export const AUTH_MESSAGES = {
  wrongCode: 'That code is not right. Check the text message and try again.',
  expiredCode: 'That code has expired. Tap "Resend code" to get a new one.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes before trying again.',
  invalidPhone: 'That phone number does not look right. Check it and try again.',
  popupClosed: 'The Google window closed before you finished signing in.',
  popupBlocked: 'Your browser blocked the Google window. Allow pop-ups for this site and try again.',
  network: 'We could not reach the server. Check your connection and try again.',
  googleUnreachable:
    "Google's sign-in window needs an internet connection, and Google could not be reached. Check your connection and try again, or use your phone number.",
  otherCredential: 'This email is already linked to another sign-in method. Sign in with your phone number instead.',
  alreadyLinked: 'That sign-in method is already connected to another Recess account.',
  generic: 'Something went wrong while signing you in. Please try again.',
} as const;

export function authErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code ?? '';
  switch (code) {
    case 'auth/invalid-verification-code':
    case 'auth/missing-verification-code':
      return AUTH_MESSAGES.wrongCode;
    case 'auth/code-expired':
    case 'auth/invalid-verification-id':
    case 'auth/session-expired':
      return AUTH_MESSAGES.expiredCode;
    case 'auth/too-many-requests':
    case 'auth/quota-exceeded':
      return AUTH_MESSAGES.tooManyAttempts;
    case 'auth/invalid-phone-number':
    case 'auth/missing-phone-number':
      return AUTH_MESSAGES.invalidPhone;
    case 'auth/popup-closed-by-user':
    case 'auth/cancelled-popup-request':
      return AUTH_MESSAGES.popupClosed;
    case 'auth/popup-blocked':
      return AUTH_MESSAGES.popupBlocked;
    case 'auth/network-request-failed':
      return AUTH_MESSAGES.network;
    case 'auth/account-exists-with-different-credential':
      return AUTH_MESSAGES.otherCredential;
    case 'auth/credential-already-in-use':
    case 'auth/provider-already-linked':
      return AUTH_MESSAGES.alreadyLinked;
    default:
      return AUTH_MESSAGES.generic;
  }
}
