// Older completed sales of newborn clothes and swaddles (issue 27 §2): enough sales of one product in
// the last months for the sell form's suggested price to be a median ("Suggested $17, based on 7
// sales") when Priya lists her outgrown newborn sleepers; her gown has none, so it shows the estimate.
// Paid 4 weeks to 6 months before the seed runs, so they stay inside the 12-month window for months.
import type { OrderStatus } from '../../../shared/marketplace.js';
import { item } from './spec.js';
import type { SoldSpec } from './sold-specs.js';

const SHIPPED_DONE: OrderStatus[] = ['paid', 'shipped', 'delivered', 'completed'];

// Shipped: every small item offers shipping, while some sellers of small items do not meet in person.
const sale = (spec: SoldSpec['spec'], sellerUid: string, buyerUid: string, paidDaysAgo: number): SoldSpec => ({
  spec,
  sellerUid,
  buyerUid,
  fulfilment: 'ship',
  path: SHIPPED_DONE,
  paidDaysAgo,
});

const SLEEPERS = 'dewdrop-newborn-zip-sleepers';
const SWADDLE = 'moonmeadow-zip-swaddle';

export const SOLD_HISTORY: SoldSpec[] = [
  sale(
    item(SLEEPERS, 'ln', 22, 'Worn a handful of times before she outgrew them; all three zips run smoothly.'),
    'demo-seller-hannah',
    'demo-buyer-chris',
    34,
  ),
  sale(
    item(SLEEPERS, 'gu', 16, 'Washed on the gentle cycle; slight pilling on the cuffs of the grey one.'),
    'demo-seller-ben',
    'demo-buyer-liam',
    47,
  ),
  sale(
    item(SLEEPERS, 'nwt', 28, 'Still sealed in the pack: a duplicate gift we never opened.'),
    'demo-seller-megan',
    'demo-buyer-ella',
    61,
  ),
  sale(
    item(SLEEPERS, 'gu', 15, 'A little faded from washing, no stains, snaps and zips all fine.'),
    'demo-seller-omar',
    'demo-buyer-liam',
    88,
  ),
  sale(
    item(SLEEPERS, 'wl', 10, 'Well worn: one small mark on the chest of the striped sleeper.'),
    'demo-seller-june',
    'demo-buyer-sofia',
    115,
  ),
  sale(
    item(SLEEPERS, 'ln', 20, 'Worn for three weeks in a smoke-free home, folded in the original bag.'),
    'demo-seller-wen',
    'demo-buyer-sofia',
    142,
  ),
  sale(
    item(SLEEPERS, 'gu', 18, 'All three sleepers, washed in unscented detergent.'),
    'demo-seller-keiko',
    'demo-buyer-ella',
    170,
  ),
  sale(
    item(SWADDLE, 'gu', 14, 'Small size, washed cool and line dried; the zip opens from both ends.'),
    'demo-seller-ines',
    'demo-buyer-ella',
    29,
  ),
  sale(
    item(SWADDLE, 'ln', 18, 'Used for two weeks before she started breaking out of swaddles.'),
    'demo-seller-aaliyah',
    'demo-buyer-sofia',
    57,
  ),
  sale(
    item(SWADDLE, 'gu', 13, 'Light pilling on the wings, otherwise soft and clean.'),
    'demo-seller-lucia',
    'demo-buyer-liam',
    96,
  ),
  sale(
    item(SWADDLE, 'nwot', 21, 'Washed once and never used: our son would not be swaddled.'),
    'demo-seller-kwame',
    'demo-buyer-ella',
    124,
  ),
  sale(
    item(SWADDLE, 'gu', 12, 'Sage green, a pet-free home, no marks anywhere.'),
    'demo-seller-ravi',
    'demo-buyer-chris',
    160,
  ),
];
