// The demo's offers in each state, the moderation queue (recall-blocked and expired or crashed car
// seat attempts, a near match held for review, reports) and a few sellers' notifications.
import {
  OFFER_RULES,
  listingPath,
  minimumOfferCents,
  type Listing,
  type ListingSeller,
  type OfferStatus,
} from '../../../shared/marketplace.js';
import type { ModerationItem } from '../../../shared/marketplace-safety.js';
import { nearMatchId, queueItem, reportId } from '../../../marketplace/moderation/queue.js';
import { screenAgainst } from '../../../marketplace/screening/screen.js';
import { buildListing } from './build-listing.js';
import { demoSellerId, demoSellerUid, marketPerson } from './people.js';
import { DEMO_RECALLS } from './recalls.js';
import { custom, item, type ListingSpec } from './spec.js';
import type { NotificationDoc } from '../../../notify/notifications.js';

const HOUR = 60 * 60 * 1000;

export interface DemoOffer {
  id: string;
  listingId: string;
  buyerUid: string;
  sellerUid: string;
  buyerFirstName: string;
  listing: { title: string; titleSlug: string; priceCents: number };
  amountCents: number;
  counterCents: number | null;
  message: string;
  status: OfferStatus;
  history: { by: 'buyer' | 'seller'; action: string; amountCents: number | null; at: number }[];
  expiresAt: number;
  createdAt: number;
  updatedAt: number;
}

/** A notification as notify() stores it, with its document id. */
export interface DemoNotification extends NotificationDoc {
  id: string;
}

export interface DemoExtras {
  offers: DemoOffer[];
  drafts: Listing[];
  moderation: ModerationItem[];
  notifications: DemoNotification[];
}

type OfferPlan = [listingIndex: number, buyerUid: string, fraction: number, status: OfferStatus, hoursAgo: number];

const OFFER_PLANS: OfferPlan[] = [
  [3, 'demo-buyer-ella', 0.8, 'open', 5],
  [17, 'demo-buyer-chris', 0.7, 'countered', 20],
  [30, 'demo-buyer-sofia', 0.85, 'accepted', 10],
  [44, 'demo-buyer-liam', 0.55, 'declined', 30],
  [58, 'demo-buyer-ella', 0.75, 'expired', 80],
  [71, 'demo-buyer-chris', 0.9, 'withdrawn', 26],
  [85, 'demo-buyer-sofia', 0.8, 'open', 2],
];

function offer(listing: Listing, [, buyerUid, fraction, status, hoursAgo]: OfferPlan, now: number): DemoOffer {
  const createdAt = now - hoursAgo * HOUR;
  const amountCents = Math.max(
    minimumOfferCents(listing.priceCents),
    Math.round((listing.priceCents * fraction) / 100) * 100,
  );
  const counterCents = status === 'countered' ? Math.round((amountCents + listing.priceCents) / 200) * 100 : null;
  const answered = createdAt + 3 * HOUR;
  const answer: Partial<Record<OfferStatus, string>> = {
    countered: 'counter',
    accepted: 'accept',
    declined: 'decline',
    withdrawn: 'withdraw',
  };
  const action = answer[status];
  return {
    id: `${listing.id}_${buyerUid}`,
    listingId: listing.id,
    buyerUid,
    sellerUid: demoSellerUid(listing.sellerId),
    buyerFirstName: marketPerson(buyerUid).first,
    listing: { title: listing.title, titleSlug: listing.titleSlug, priceCents: listing.priceCents },
    amountCents,
    counterCents,
    message: 'Would you take this? I can pick up this week.',
    status,
    history: [
      { by: 'buyer', action: 'offer', amountCents, at: createdAt },
      ...(action
        ? [
            {
              by: status === 'withdrawn' ? ('buyer' as const) : ('seller' as const),
              action,
              amountCents: counterCents,
              at: answered,
            },
          ]
        : []),
    ],
    expiresAt: (action === 'counter' ? answered : createdAt) + OFFER_RULES.expiresAfterMs,
    createdAt,
    updatedAt: action ? answered : createdAt,
  };
}

interface Attempt {
  spec: ListingSpec;
  sellerUid: string;
  zip: string;
  crash?: boolean;
}

/** What sellers tried to list: two recalled models, an expired and a crashed car seat, a near match. */
const ATTEMPTS: Attempt[] = [
  {
    spec: item('moonmeadow-soothe-bassinet', 'gu', 180, 'Smart bassinet, all settings work.', '2023-06'),
    sellerUid: 'demo-seller-grant',
    zip: '78751',
  },
  {
    spec: item('perchly-compact-fold-high-chair', 'gu', 55, 'Folds flat, tray included.', '2022-08'),
    sellerUid: 'demo-seller-devon',
    zip: '30309',
  },
  {
    spec: item('latchwell-steadfast-convertible-car-seat', 'wl', 60, 'Used for our first two kids.', '2017-03'),
    sellerUid: 'demo-seller-grant',
    zip: '78751',
  },
  {
    spec: item('roadnest-slimline-convertible-car-seat', 'gu', 110, 'Fits three across in our car.', '2023-01'),
    sellerUid: 'demo-seller-devon',
    zip: '30309',
    crash: true,
  },
  {
    spec: custom(
      {
        title: 'Brightmile Zephyr Jog Stroller',
        brand: 'Brightmile',
        model: 'Zephyr Jog',
        category: 'strollers',
        subcategory: 'jogging',
        ageMinMonths: 8,
        ageMaxMonths: 48,
        original: 429,
      },
      'gu',
      150,
      'Great for runs, front wheel locks.',
      '2022-12',
    ),
    sellerUid: 'demo-seller-cole',
    zip: '94602',
  },
];

/** A draft screened by the real screening, and the queue item screening files for it. */
function attemptDraft(a: Attempt, i: number, seller: ListingSeller, now: number): [Listing, ModerationItem] {
  const at = now - (i + 1) * 9 * HOUR;
  const base = buildListing(
    {
      id: `demo-attempt-${i + 1}`,
      spec: a.spec,
      sellerUid: a.sellerUid,
      sellerZip: a.zip,
      status: 'draft',
      publishedAt: at,
      soldAt: null,
    },
    seller,
    DEMO_RECALLS.length,
  );
  const draft: Listing = { ...base, publishedAt: null, ...(a.crash ? { carSeatInCrash: true } : {}) };
  draft.screening = screenAgainst(draft, DEMO_RECALLS, at);
  const { status, reason, recallId } = draft.screening;
  if (status === 'clear' || !reason) throw new Error(`Demo attempt ${draft.id} should not pass screening`);
  const kind = status === 'blocked' ? 'blocked-attempt' : 'near-match';
  const id = kind === 'near-match' && recallId ? nearMatchId(draft.id, recallId) : `blocked-${draft.id}`;
  return [draft, queueItem(id, kind, { ...draft, sellerUid: a.sellerUid }, reason, recallId, null, at)];
}

const REPORTS: [listingIndex: number, reporterUid: string, reason: string][] = [
  [12, 'demo-buyer-liam', 'The seller asked me to pay by bank transfer outside the app.'],
  [97, 'demo-buyer-chris', 'These photos look like they are from a shop website, not the actual item.'],
];

export function buildExtras(listings: Listing[], sellers: Map<string, ListingSeller>, now: number): DemoExtras {
  const offers = OFFER_PLANS.map((plan) => offer(listings[plan[0]]!, plan, now));
  const attempts = ATTEMPTS.map((a, i) => attemptDraft(a, i, sellers.get(demoSellerId(a.sellerUid))!, now));
  const reports = REPORTS.map(([index, reporterUid, reason], i) => {
    const l = listings[index]!;
    const listing = { ...l, sellerUid: demoSellerUid(l.sellerId) };
    return queueItem(
      reportId(l.id, reporterUid),
      'report',
      listing,
      reason,
      null,
      reporterUid,
      now - (i + 2) * 5 * HOUR,
    );
  });
  const notifications: DemoNotification[] = [
    ...offers
      .filter((o) => o.status === 'open')
      .map((o, i): DemoNotification => ({
        id: `demo-note-offer-${i + 1}`,
        uid: o.sellerUid,
        kind: 'offer',
        title: `New offer on your ${o.listing.title}`,
        body: `${o.buyerFirstName} offered $${(o.amountCents / 100).toFixed(2)}. It expires in 48 hours.`,
        link: '/marketplace/offers',
        createdAt: o.createdAt,
        readAt: null,
      })),
    ...attempts
      .filter(([, e]) => e.kind === 'blocked-attempt')
      .map(([draft, e], i): DemoNotification => ({
        id: `demo-note-blocked-${i + 1}`,
        uid: demoSellerUid(draft.sellerId),
        kind: 'listing-blocked',
        title: `We could not publish your ${draft.title}`,
        body: e.reason.slice(0, 300),
        link: `/marketplace/sell/${draft.id}`,
        createdAt: e.createdAt,
        readAt: i === 0 ? e.createdAt + HOUR : null,
      })),
    {
      id: 'demo-note-sold-1',
      uid: demoSellerUid(listings[0]!.sellerId),
      kind: 'listing-saved',
      title: 'Your listing is getting attention',
      body: `Three people saved your ${listings[0]!.title} this week.`,
      link: listingPath(listings[0]!),
      createdAt: now - 30 * HOUR,
      readAt: null,
    },
  ];
  return {
    offers,
    drafts: attempts.map(([d]) => d),
    moderation: [...attempts.map(([, e]) => e), ...reports],
    notifications,
  };
}
