// Demo accounts for the emulators: families at different stages, plus one admin for the console pages.
import { adminAuth } from '../../lib/admin.js';
import { MARKETPLACE_FAMILY_ACCOUNTS } from './marketplace/registry-families.js';

export interface DemoUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  phoneNumber?: string;
  admin?: boolean;
}

/** Every demo account signs in with this password on the emulators (never in production). */
export const DEMO_PASSWORD = 'recess-demo-2026';

export const DEMO_USERS: DemoUser[] = [
  {
    uid: 'demo-maya',
    email: 'maya.okafor@example.com',
    password: DEMO_PASSWORD,
    displayName: 'Maya Okafor',
    phoneNumber: '+12125550142',
  },
  { uid: 'demo-daniel', email: 'daniel.reyes@example.com', password: DEMO_PASSWORD, displayName: 'Daniel Reyes' },
  {
    uid: 'demo-priya',
    email: 'priya.raman@example.com',
    password: DEMO_PASSWORD,
    displayName: 'Priya Raman',
    phoneNumber: '+13125550187',
  },
  { uid: 'demo-sam', email: 'sam.lindqvist@example.com', password: DEMO_PASSWORD, displayName: 'Sam Lindqvist' },
  { uid: 'demo-admin', email: 'admin@example.com', password: DEMO_PASSWORD, displayName: 'Recess Admin', admin: true },
  ...MARKETPLACE_FAMILY_ACCOUNTS.map((account) => ({ ...account, password: DEMO_PASSWORD })),
];

/** Creates these accounts in the Auth emulator, each verified, with its phone and admin claim if any. */
export async function createDemoAccounts(users: readonly DemoUser[]): Promise<void> {
  const auth = adminAuth();
  for (const user of users) {
    await auth.createUser({
      uid: user.uid,
      email: user.email,
      password: user.password,
      displayName: user.displayName,
      emailVerified: true,
      ...(user.phoneNumber ? { phoneNumber: user.phoneNumber } : {}),
    });
    if (user.admin) await auth.setCustomUserClaims(user.uid, { admin: true });
  }
}
