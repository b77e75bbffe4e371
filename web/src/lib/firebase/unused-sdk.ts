// Stands in, in production builds, for the Firebase SDKs that reactfire imports but this app never
// calls (see web/vite.config.ts). Each export throws, so an accidental use fails loudly.
function unused(name: string): () => never {
  return () => {
    throw new Error(`${name} is not part of this app's Firebase build (web/vite.config.ts: unusedFirebaseSdks)`);
  };
}

// firebase/database
export const get = unused('firebase/database get');
export const off = unused('firebase/database off');
export const onChildAdded = unused('firebase/database onChildAdded');
export const onChildChanged = unused('firebase/database onChildChanged');
export const onChildMoved = unused('firebase/database onChildMoved');
export const onChildRemoved = unused('firebase/database onChildRemoved');
export const onValue = unused('firebase/database onValue');
// firebase/functions
export const httpsCallable = unused('firebase/functions httpsCallable');
// firebase/remote-config
export const ensureInitialized = unused('firebase/remote-config ensureInitialized');
export const getAll = unused('firebase/remote-config getAll');
export const getBoolean = unused('firebase/remote-config getBoolean');
export const getNumber = unused('firebase/remote-config getNumber');
export const getString = unused('firebase/remote-config getString');
export const getValue = unused('firebase/remote-config getValue');
// firebase/storage
export const getDownloadURL = unused('firebase/storage getDownloadURL');
export const ref = unused('firebase/storage ref');
