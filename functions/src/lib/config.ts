// Deployment settings shared by every function and by the Hosting rewrite in firebase.json.
export const REGION = 'us-central1';
/** Request bodies larger than this are refused before parsing (413). */
export const MAX_JSON_BODY = '64kb';
