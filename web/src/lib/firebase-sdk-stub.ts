/**
 * Build-time stand-in for firebase/firestore, /database, /storage and /remote-config (see
 * vite.config.ts). reactfire imports them all from one entry, and Firebase SDKs register
 * themselves on import, so without this alias ~1 MB of unused SDK code ships. The browser
 * reads Firestore through Firestore Lite (`firebase/firestore/lite`, not aliased:
 * lib/firestore-source.ts), and never the full SDK, Realtime Database, Storage or Remote Config.
 */
function unavailable(name: string) {
  return () => {
    throw new Error(
      `${name} is not bundled in the Boi web app; read with firebase/firestore/lite instead`,
    );
  };
}

// firebase/database
export const get = unavailable('database.get');
export const off = unavailable('database.off');
export const onChildAdded = unavailable('database.onChildAdded');
export const onChildChanged = unavailable('database.onChildChanged');
export const onChildMoved = unavailable('database.onChildMoved');
export const onChildRemoved = unavailable('database.onChildRemoved');
export const onValue = unavailable('database.onValue');
// firebase/firestore
export const onSnapshot = unavailable('firestore.onSnapshot');
export const queryEqual = unavailable('firestore.queryEqual');
// firebase/remote-config
export const ensureInitialized = unavailable('remoteConfig.ensureInitialized');
export const getAll = unavailable('remoteConfig.getAll');
export const getBoolean = unavailable('remoteConfig.getBoolean');
export const getNumber = unavailable('remoteConfig.getNumber');
export const getString = unavailable('remoteConfig.getString');
export const getValue = unavailable('remoteConfig.getValue');
// firebase/storage
export const getDownloadURL = unavailable('storage.getDownloadURL');
export const ref = unavailable('storage.ref');
