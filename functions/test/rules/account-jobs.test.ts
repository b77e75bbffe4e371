// accountJobs/{jobId}: export and deletion jobs, run by functions and read through the api (a
// deletion's status must be readable after the account is gone); no client reads or writes them,
// not even their owner.
import { describeClosedToClients } from './closed-collection.js';
import { OWNER } from './setup.js';

describeClosedToClients(
  'accountJobs',
  { id: 'job1', data: { uid: OWNER, kind: 'export', status: 'done', partsDone: 3, partsTotal: 3 } },
  { id: 'job2', data: { uid: OWNER, kind: 'delete', status: 'queued', partsDone: 0, partsTotal: 3 } },
);
