// The demo orders: which item sold, from whom to whom, how it was handed over and where it stands now.
// Every order status appears; completed orders carry the buyer's rating.
import type { Fulfilment, OrderStatus } from '../../../shared/marketplace.js';
import { SOLD_HISTORY } from './sold-history.js';
import { item, type ListingSpec } from './spec.js';

export interface SoldSpec {
  spec: ListingSpec;
  sellerUid: string;
  buyerUid: string;
  fulfilment: Fulfilment;
  /** The path the order took, ending in its current status. */
  path: OrderStatus[];
  /** Days ago the order was paid. */
  paidDaysAgo: number;
  rating?: { stars: number; comment: string };
  dispute?: string;
  /** Messages between buyer ('b') and seller ('s'). */
  messages?: ['b' | 's', string][];
}

const SHIPPED_DONE: OrderStatus[] = ['paid', 'shipped', 'delivered', 'completed'];
const PICKUP_DONE: OrderStatus[] = ['paid', 'ready_for_pickup', 'picked_up', 'completed'];

const RECENT_SALES: SoldSpec[] = [
  {
    spec: item(
      'littlewalk-everyday-stroller',
      'gu',
      260,
      'Two years of daily walks; canopy a little faded, everything works.',
    ),
    sellerUid: 'demo-seller-nadia',
    buyerUid: 'demo-buyer-ella',
    fulfilment: 'pickup',
    path: PICKUP_DONE,
    paidDaysAgo: 24,
    rating: { stars: 5, comment: 'Exactly as described and Nadia showed me how the fold works. Lovely handover.' },
    messages: [
      ['b', 'Hi! Could I pick it up Saturday morning?'],
      ['s', 'Saturday at 10 works. I will bring it down to the lobby.'],
      ['b', 'Perfect, see you then.'],
    ],
  },
  {
    spec: item('kinfold-all-position-carrier', 'ln', 95, 'Used for one summer, all buckles perfect.'),
    sellerUid: 'demo-seller-freya',
    buyerUid: 'demo-buyer-liam',
    fulfilment: 'ship',
    path: SHIPPED_DONE,
    paidDaysAgo: 22,
    rating: { stars: 5, comment: 'Arrived quickly and spotless. Thank you!' },
  },
  {
    spec: item('watchnest-hd-video-monitor', 'gu', 80, 'Camera, parent unit and both chargers.'),
    sellerUid: 'demo-seller-wen',
    buyerUid: 'demo-buyer-sofia',
    fulfilment: 'ship',
    path: SHIPPED_DONE,
    paidDaysAgo: 20,
    rating: { stars: 4, comment: 'Works great. The box was a little crushed but the monitor was fine.' },
  },
  {
    spec: item('oakhollow-classic-crib', 'gu', 160, 'Solid crib, disassembled with all hardware.', '2023-02'),
    sellerUid: 'demo-seller-ben',
    buyerUid: 'demo-buyer-chris',
    fulfilment: 'pickup',
    path: PICKUP_DONE,
    paidDaysAgo: 19,
    rating: { stars: 5, comment: 'Ben labelled every bolt. Assembly took twenty minutes.' },
  },
  {
    spec: item('swaylo-glide-swing', 'gu', 90, 'All motions work; remote included.'),
    sellerUid: 'demo-seller-nadia',
    buyerUid: 'demo-buyer-ella',
    fulfilment: 'pickup',
    path: PICKUP_DONE,
    paidDaysAgo: 17,
    rating: {
      stars: 4,
      comment: 'Good swing, a bit more wear on the seat than the photos showed, but fair for the price.',
    },
  },
  {
    spec: item('dewdrop-cotton-footed-sleepers', 'gu', 14, 'Three sleepers, 6-9 months.'),
    sellerUid: 'demo-maya',
    buyerUid: 'demo-buyer-sofia',
    fulfilment: 'ship',
    path: SHIPPED_DONE,
    paidDaysAgo: 16,
  },
  {
    spec: item('perchly-grow-along-high-chair', 'gu', 120, 'Tray, harness and the kid-chair legs.', '2022-06'),
    sellerUid: 'demo-seller-hannah',
    buyerUid: 'demo-buyer-chris',
    fulfilment: 'pickup',
    path: PICKUP_DONE,
    paidDaysAgo: 15,
    rating: { stars: 5, comment: 'Clean and complete. Quick replies, easy pickup.' },
  },
  {
    spec: item('tumbleroot-wooden-block-set', 'gu', 24, 'Sixty blocks in the bag.'),
    sellerUid: 'demo-seller-tessa',
    buyerUid: 'demo-buyer-liam',
    fulfilment: 'ship',
    path: ['paid'],
    paidDaysAgo: 0.25,
  },
  {
    spec: item('trailbud-convertible-tote', 'ln', 60, 'Tote with changing mat.'),
    sellerUid: 'demo-seller-megan',
    buyerUid: 'demo-buyer-ella',
    fulfilment: 'ship',
    path: ['paid', 'shipped'],
    paidDaysAgo: 2,
  },
  {
    spec: item('bounceberry-ergonomic-bouncer', 'gu', 90, 'Seat washed, toy bar included.'),
    sellerUid: 'demo-seller-jordan',
    buyerUid: 'demo-buyer-sofia',
    fulfilment: 'pickup',
    path: ['paid', 'ready_for_pickup'],
    paidDaysAgo: 1,
    messages: [
      ['s', 'It is ready whenever you are. I am home after 5 most days.'],
      ['b', 'Great, could I come Thursday at 6?'],
      ['s', 'Thursday at 6 is good.'],
    ],
  },
  {
    spec: item('kinfold-breeze-mesh-carrier', 'gu', 80, 'One summer of use.'),
    sellerUid: 'demo-seller-omar',
    buyerUid: 'demo-buyer-liam',
    fulfilment: 'ship',
    path: ['paid', 'shipped', 'delivered'],
    paidDaysAgo: 4,
  },
  {
    spec: item('guardwise-extra-wide-gate', 'gu', 55, 'Two extensions and wall cups.'),
    sellerUid: 'demo-priya',
    buyerUid: 'demo-buyer-chris',
    fulfilment: 'pickup',
    path: ['paid', 'ready_for_pickup', 'picked_up'],
    paidDaysAgo: 2,
  },
  {
    spec: item('watchnest-wifi-baby-camera', 'gu', 95, 'Factory reset, ready to pair.'),
    sellerUid: 'demo-seller-keiko',
    buyerUid: 'demo-buyer-sofia',
    fulfilment: 'ship',
    path: ['paid', 'shipped', 'delivered', 'disputed'],
    paidDaysAgo: 7,
    dispute: 'The camera will not connect to Wi-Fi: the light blinks red after every reset. I tried two networks.',
    messages: [
      ['b', 'The camera will not pair, it blinks red. Any tips?'],
      ['s', 'Oh no, it worked before I packed it. Did you hold reset for ten seconds?'],
      ['b', 'Yes, several times. I have reported a problem so support can help.'],
    ],
  },
  {
    spec: item('moonmeadow-sunrise-sound-machine', 'gu', 35, 'App pairing works; plug included.'),
    sellerUid: 'demo-seller-cole',
    buyerUid: 'demo-buyer-ella',
    fulfilment: 'ship',
    path: ['paid', 'shipped', 'delivered', 'disputed', 'refunded'],
    paidDaysAgo: 14,
    dispute: 'It arrived with a cracked base and the light flickers.',
  },
  {
    spec: item('kinfold-trail-hiking-carrier', 'gu', 140, 'Frame carrier with sunshade.'),
    sellerUid: 'demo-seller-tessa',
    buyerUid: 'demo-buyer-liam',
    fulfilment: 'ship',
    path: ['paid', 'shipped', 'delivered', 'disputed', 'resolved'],
    paidDaysAgo: 15,
    dispute: 'The rain cover was not in the box.',
    messages: [
      ['s', 'So sorry, I found the rain cover in our closet. Posting it today at my cost.'],
      ['b', 'Got it, thank you! All good now.'],
    ],
  },
  {
    spec: item('pebble-pine-wingback-rocker', 'gu', 300, 'Comfortable rocker, light wear on the arms.'),
    sellerUid: 'demo-seller-rosa',
    buyerUid: 'demo-buyer-sofia',
    fulfilment: 'pickup',
    path: ['paid', 'cancelled'],
    paidDaysAgo: 5,
    messages: [
      ['b', 'I am so sorry, my car is too small for it after all. Could we cancel?'],
      ['s', 'No problem, cancelled. Good luck!'],
    ],
  },
];

/** Every demo sale: the recent ones in every state, then the older completed history. */
export const SOLD: SoldSpec[] = [...RECENT_SALES, ...SOLD_HISTORY];
