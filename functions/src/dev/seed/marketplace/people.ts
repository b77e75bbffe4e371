// The marketplace's demo people: sellers in every covered city, a few buyers, and which demo families
// also sell. Each signs in with DEMO_PASSWORD on the emulators.
import { createHash } from 'node:crypto';
import { DEMO_PASSWORD, type DemoUser } from '../demo-users.js';

export interface DemoMarketPerson {
  uid: string;
  first: string;
  last: string;
  /** Home ZIP: the pickup area of their listings (zip-areas.ts). */
  zip: string;
  /** Median hours to answer, shown on listings; null for a seller nobody has written to yet. */
  responseHours: number | null;
  /** Already has a users/{uid} profile (a demo family). */
  family?: boolean;
}

type Row = [uid: string, first: string, last: string, zip: string, responseHours: number | null];

const SELLER_ROWS: Row[] = [
  ['demo-seller-nadia', 'Nadia', 'Volkova', '11238', 2],
  ['demo-seller-marcus', 'Marcus', 'Bell', '10025', 5],
  ['demo-seller-ines', 'Inés', 'Carvalho', '11375', 1],
  ['demo-seller-jordan', 'Jordan', 'Whitfield', '90026', 3],
  ['demo-seller-keiko', 'Keiko', 'Tanaka', '90066', 8],
  ['demo-seller-rosa', 'Rosa', 'Delgado', '90042', 4],
  ['demo-seller-ben', 'Ben', 'Okonkwo', '60647', 6],
  ['demo-seller-hannah', 'Hannah', 'Schultz', '60625', 2],
  ['demo-seller-tomas', 'Tomás', 'Rivera', '77008', 12],
  ['demo-seller-aaliyah', 'Aaliyah', 'Brooks', '77025', 3],
  ['demo-seller-wen', 'Wen', 'Zhao', '94110', 1],
  ['demo-seller-cole', 'Cole', 'Harrington', '94602', 9],
  ['demo-seller-freya', 'Freya', 'Lund', '98117', 4],
  ['demo-seller-omar', 'Omar', 'Siddiqui', '98144', 2],
  ['demo-seller-lucia', 'Lucía', 'Moreno', '78745', 5],
  ['demo-seller-grant', 'Grant', 'Ellison', '78751', 16],
  ['demo-seller-megan', 'Megan', 'Doyle', '02130', 3],
  ['demo-seller-kwame', 'Kwame', 'Asante', '02143', 7],
  ['demo-seller-tessa', 'Tessa', 'Morrow', '80211', 2],
  ['demo-seller-ravi', 'Ravi', 'Kapoor', '80220', 6],
  ['demo-seller-june', 'June', 'Whitaker', '30307', 4],
  ['demo-seller-devon', 'Devon', 'Pryce', '30309', null],
];

const BUYER_ROWS: Row[] = [
  ['demo-buyer-ella', 'Ella', 'Fontaine', '11217', null],
  ['demo-buyer-chris', 'Chris', 'Mahoney', '60614', null],
  ['demo-buyer-sofia', 'Sofia', 'Abara', '94117', null],
  ['demo-buyer-liam', 'Liam', 'Novak', '98103', null],
];

const person = ([uid, first, last, zip, responseHours]: Row): DemoMarketPerson => ({
  uid,
  first,
  last,
  zip,
  responseHours,
});

/** Demo families who also sell a few things they have finished with. */
const FAMILY_SELLERS: DemoMarketPerson[] = [
  { uid: 'demo-maya', first: 'Maya', last: 'Okafor', zip: '11215', responseHours: 3, family: true },
  { uid: 'demo-priya', first: 'Priya', last: 'Raman', zip: '60614', responseHours: 1, family: true },
  { uid: 'demo-daniel', first: 'Daniel', last: 'Reyes', zip: '78704', responseHours: 10, family: true },
];

export const DEMO_SELLERS: DemoMarketPerson[] = [...SELLER_ROWS.map(person), ...FAMILY_SELLERS];
export const DEMO_BUYERS: DemoMarketPerson[] = BUYER_ROWS.map(person);

const emailOf = (p: DemoMarketPerson) =>
  `${p.first}.${p.last}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase() + '@example.com';

/** Auth accounts of the sellers and buyers who are not demo families (those are in DEMO_USERS). */
export const MARKETPLACE_USERS: DemoUser[] = [...DEMO_SELLERS, ...DEMO_BUYERS]
  .filter((p) => !p.family)
  .map((p) => ({ uid: p.uid, email: emailOf(p), password: DEMO_PASSWORD, displayName: `${p.first} ${p.last}` }));

/**
 * A demo seller's public id (sellers/{id}, listings.sellerId): the same at every seed, and like a
 * real one (ensureSellerId) it does not contain or reveal the uid.
 */
export function demoSellerId(uid: string): string {
  return createHash('sha256').update(`recess-demo-seller:${uid}`).digest('base64url').replace(/[-_]/g, '').slice(0, 20);
}

/** The demo uid behind a demo seller id (the seed's own sellerIds/{id} mapping). */
export function demoSellerUid(sellerId: string): string {
  const found = DEMO_SELLERS.find((p) => demoSellerId(p.uid) === sellerId);
  if (!found) throw new Error(`No demo seller with id ${sellerId}`);
  return found.uid;
}

export function marketPerson(uid: string): DemoMarketPerson {
  const found = [...DEMO_SELLERS, ...DEMO_BUYERS].find((p) => p.uid === uid);
  if (!found) throw new Error(`No demo marketplace person ${uid}`);
  return found;
}
