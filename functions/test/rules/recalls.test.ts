// recalls/{id}: recall notices, written by admins through the Admin SDK or console: anyone gets one and
// lists them (limit 100); no client writes, admins' included.
import { describePublicMarketplaceDocument } from './public-marketplace-document.js';

describePublicMarketplaceDocument({
  collection: 'recalls',
  project: 'recalls',
  id: 'cpsc-26-001',
  data: {
    brand: 'Graco',
    models: ['Pack n Play Playard'],
    modelNumbers: ['9E05'],
    manufacturedFrom: '2021-01',
    manufacturedTo: '2022-06',
    hazard: 'The mattress support can collapse.',
    remedy: 'Stop using it and contact Graco for a free repair kit.',
    noticeDate: '2026-10-01',
  },
  maxList: 100,
  plausibleUpdate: { remedy: 'Nothing to do.' },
  invalidUpdate: { models: 'all' },
});
