// The recalls trigger: any write to recalls/{recallId} applies that recall to the marketplace.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../../lib/config.js';
import { applyRecall } from './apply-recall.js';

export const recallsChanged = onDocumentWritten(
  { document: 'recalls/{recallId}', region: REGION, timeoutSeconds: 300, memory: '512MiB', retry: true },
  async (event) => {
    await applyRecall(event.params.recallId);
  },
);
