// A US shipping address for the checkout, webhook and order tests (what the checkout form sends).
import type { UsAddress } from '../../shared/shipping.js';

export const TEST_ADDRESS: UsAddress = {
  name: 'Sam Okoro',
  line1: '210 Prospect Park West',
  line2: 'Apt 3',
  city: 'Brooklyn',
  state: 'NY',
  zip: '11215',
};
