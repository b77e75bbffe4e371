// articles/{slug}: Parenting guides, published to everyone, drafts to admins, written by no client.
import { describePublishedContentRules } from './published-content.js';

describePublishedContentRules('articles');
