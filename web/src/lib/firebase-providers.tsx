import { useEffect, type ComponentType, type ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { useSession } from './auth';
import { auth, firebaseApp } from './firebase';
import { writeSessionHint } from './session-hint';

/** Keeps the session hint in step with Firebase, so the next page knows whether to load it. */
function SessionHintWriter() {
  const { status } = useSession();
  const signedIn = status === 'loading' ? null : status === 'signed-in';
  useEffect(() => {
    if (signedIn !== null) writeSessionHint(signedIn);
  }, [signedIn]);
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
