// updates/{slug}: Product and blog updates, published to everyone, drafts to admins, written by no client.
import { describePublishedContentRules } from './published-content.js';

describePublishedContentRules('updates');
