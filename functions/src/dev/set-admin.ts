// `npm run set-admin -w functions -- <email or uid> [--revoke]`: grants (or revokes) the `admin`
// custom claim that opens /admin/analytics. Uses the Admin SDK's own credentials: the Auth emulator
// when FIREBASE_AUTH_EMULATOR_HOST is set, else the project of GOOGLE_APPLICATION_CREDENTIALS.
import { adminAuth } from '../lib/admin.js';

async function main(): Promise<void> {
  const [who, flag] = process.argv.slice(2);
  if (!who || (flag && flag !== '--revoke')) {
    console.error('usage: npm run set-admin -w functions -- <email or uid> [--revoke]');
    process.exit(2);
  }
  const auth = adminAuth();
  const user = who.includes('@') ? await auth.getUserByEmail(who) : await auth.getUser(who);
  const claims = { ...(user.customClaims ?? {}) };
  if (flag === '--revoke') delete claims.admin;
  else claims.admin = true;
  await auth.setCustomUserClaims(user.uid, claims);
  console.log(
    `${flag ? 'Revoked' : 'Granted'} admin for ${user.email ?? user.uid}. It applies from their next sign-in or token refresh.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
