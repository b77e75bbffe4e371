// A realistic listing for screening tests, so each test states only what it is about.
import type { Recall } from '../../shared/marketplace-safety.js';
import type { ScreenableListing } from './screen.js';

export function sampleListing(overrides: Partial<ScreenableListing> = {}): ScreenableListing {
  return {
    title: 'Wooden rocking horse',
    brand: 'Tumbleroot',
    model: 'Classic Rider',
    category: 'play',
    subcategory: 'soft-toys',
    condition: 'gently-used',
    description: 'Sturdy rocking horse, some scuffs on the runners, from a smoke-free home.',
    manufactureDate: null,
    carSeatInCrash: null,
    carSeatHasLabel: null,
    ...overrides,
  };
}

export function carSeat(overrides: Partial<ScreenableListing> = {}): ScreenableListing {
  return sampleListing({
    title: 'Anchorline Harbor Convertible Car Seat',
    brand: 'Anchorline',
    model: 'Harbor',
    category: 'car-seats',
    subcategory: 'convertible',
    description: 'Rear- and forward-facing, all labels intact, cover washed. Never been in a crash.',
    manufactureDate: '2023-04',
    carSeatInCrash: false,
    carSeatHasLabel: true,
    ...overrides,
  });
}

export function sampleRecall(overrides: Partial<Recall> = {}): Recall {
  return {
    id: 'rc-test-skylark',
    brand: 'Anchorline',
    productName: 'Skylark 35 Infant Car Seat',
    modelNames: ['Skylark 35', 'Skylark 35 LX'],
    modelNumbers: ['AL-SK35', 'AL-SK35LX'],
    manufacturedFrom: '2021-01',
    manufacturedTo: '2021-09',
    hazard: 'The harness chest clip can crack in cold weather.',
    remedy: 'Stop using it until you fit the free replacement chest clip.',
    noticeDate: '2022-01-20',
    category: 'car-seats',
    ...overrides,
  };
}
