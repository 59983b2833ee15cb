import { useEffect, type ComponentType, type ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { useSession } from './auth';
import { auth, firebaseApp } from './firebase';
import { writeSessionHint } from './session-hint';
import { adoptAccountWishlist, forgetAccountWishlist } from './wishlist/account-wishlist';

/**
 * Keeps the session hint in step with Firebase, so the next page knows whether to load it, and
 * this browser's wishlist with the account's: a visitor's hearts join it at sign-in.
 */
function SessionHintWriter() {
  const { status, user } = useSession();
  const signedIn = status === 'loading' ? null : status === 'signed-in';
  const uid = user?.uid ?? null;
  useEffect(() => {
    if (signedIn !== null) writeSessionHint(signedIn);
    if (signedIn === false) forgetAccountWishlist();
    // A failure leaves the visitor's list in place for the next page to try again.
    if (uid) adoptAccountWishlist(uid).catch(() => undefined);
  }, [signedIn, uid]);
  return null;
}

/** reactfire's app and Auth contexts, for the parts of the app that need the signed-in user. */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <SessionHintWriter />
        {children}
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

/** A route component inside FirebaseProviders, so Firebase loads with that route's code. */
export function withFirebase<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithFirebase(props: P) {
    return (
      <FirebaseProviders>
        <Component {...props} />
      </FirebaseProviders>
    );
  }
  WithFirebase.displayName = `WithFirebase(${Component.displayName ?? Component.name})`;
  return WithFirebase;
}
