// Account deletion terms shared by the function that enforces them and the settings page that explains them.

/** Deleting an account needs a sign-in this recent (the ID token's auth_time). */
export const RECENT_SIGN_IN_MINUTES = 5;
export const RECENT_SIGN_IN_MS = RECENT_SIGN_IN_MINUTES * 60 * 1000;

/** DELETE /api/account answers 401 with this when the sign-in is older. */
export const RECENT_SIGN_IN_MESSAGE = `To keep your account safe, deleting it needs a sign-in from the last ${RECENT_SIGN_IN_MINUTES} minutes. Please sign in again, then delete your account.`;
