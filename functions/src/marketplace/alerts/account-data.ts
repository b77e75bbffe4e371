// A person's listing alerts (listingAlerts where uid, at most 50) in their data export and deletion.
import { querySource } from '../../lib/data-source.js';
import { listingAlertsRef } from './alerts.js';

export const listingAlertsSource = querySource('listingAlerts', (uid) => listingAlertsRef().where('uid', '==', uid));
