import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Only a navigation the shopper starts (a link's click, a key, a form): one that React starts
 * from an effect (<Navigate>, a redirect) runs while React commits, where flushSync cannot
 * apply, and such a redirect was lost.
 */
function inShoppersEvent(): boolean {
  const event = typeof window === 'undefined' ? undefined : window.event;
  return (
    event !== undefined && event.isTrusted && ['click', 'keydown', 'submit'].includes(event.type)
  );
}

/**
 * Makes a navigation the shopper starts commit its new page in the same task that changes the URL
 * (React Router's `flushSync` option, as the default of `router.navigate`, which links and
 * `useNavigate` call).
 *
 * Otherwise the address bar says /login while the previous page (the sign-up form, with its own
 * E-mail and Password fields) stays on screen and takes input until React has rendered the new
 * one: 100 to 300 ms on a slow phone. What was typed there was gone when the login form appeared
 * (issue 29). Back and forward are not navigate() calls; RouterProvider's `useTransitions={false}`
 * keeps their gap to one task.
 */
export function commitNavigationsAtOnce(router: Router): Router {
  const navigate = router.navigate.bind(router) as (
    to: Parameters<Router['navigate']>[0],
    options?: Parameters<Router['navigate']>[1],
  ) => Promise<void>;
  // Links pass `flushSync: undefined` explicitly, so a spread default would be overwritten.
  router.navigate = ((
    to: Parameters<Router['navigate']>[0],
    options?: Parameters<Router['navigate']>[1],
  ) =>
    typeof to === 'number'
      ? navigate(to)
      : navigate(to, {
          ...options,
          flushSync: options?.flushSync ?? inShoppersEvent(),
        })) as Router['navigate'];
  return router;
}
