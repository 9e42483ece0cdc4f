import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { DATA_SCRIPT_ID } from './public/site';
import { routes } from './routes';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/**
 * The React app, started by entry-client.tsx: on a server-rendered page at the reader's first
 * interaction, in the admin shell at once. React, the router and the layout are here; each page
 * type's component is a chunk of its own (routes.tsx).
 */

/**
 * The first page's lazy route modules, resolved before hydrating (react-router's documented way for
 * lazy routes with server rendering): hydration then renders the same tree the server did.
 */
async function resolveInitialLazyRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

/** Renders nothing; its effect runs once the tree beside it has committed (the page is hydrated). */
function OnCommit({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

/** Starts the app; resolves once a server-rendered page is hydrated (its handlers answer clicks). */
export async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const dataBlock = document.getElementById(DATA_SCRIPT_ID);
  if (dataBlock?.textContent) {
    // A server-rendered public page: the router picks its loaders' data up (no loader runs twice).
    window.__staticRouterHydrationData = JSON.parse(dataBlock.textContent);
    await resolveInitialLazyRoutes();
    const router = createBrowserRouter(routes);
    await new Promise<void>((hydrated) => {
      // A transition: React hydrates in slices and yields to the browser between them (no long task).
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <RouterProvider router={router} />
            <OnCommit done={hydrated} />
          </StrictMode>,
        );
      });
    });
  } else {
    // The admin shell: rendered in the browser only.
    const router = createBrowserRouter(routes);
    createRoot(container).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  }
}
