// Deployment settings shared by every function and by the Hosting rewrite in firebase.json.
export const REGION = 'us-central1';
/** Request bodies larger than this are refused (413), by the body guard and by the JSON parser. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
