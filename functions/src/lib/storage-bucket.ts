// The Cloud Storage bucket the functions write to: the one named, else the app's, else the project's
// default. Resolved on use, so nothing touches Storage until a file is written or read.
import { getStorage } from 'firebase-admin/storage';
import { adminApp } from './admin.js';

export function storageBucket(bucketName?: string): ReturnType<ReturnType<typeof getStorage>['bucket']> {
  const app = adminApp();
  const name =
    bucketName || app.options.storageBucket || `${app.options.projectId ?? process.env.GCLOUD_PROJECT}.appspot.com`;
  return getStorage(app).bucket(name);
}
