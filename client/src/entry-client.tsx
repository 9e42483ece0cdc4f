import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { DATA_SCRIPT_ID } from './public/site';
import { routes } from './routes';
import { registerServiceWorker } from './offline/register';
import { applyTextSize, readTextSize } from './shared/text-size';
import './styles.css';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

// The reader's text size, before the first paint of the hydrated page.
applyTextSize(readTextSize());

const container = document.getElementById('root')!;
const dataBlock = document.getElementById(DATA_SCRIPT_ID);

if (dataBlock?.textContent) {
  // A server-rendered public page: the router picks its loaders' data up (no loader runs twice).
  window.__staticRouterHydrationData = JSON.parse(dataBlock.textContent);
  const router = createBrowserRouter(routes);
  hydrateRoot(
    container,
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
} else {
  // The admin shell: rendered in the browser only.
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

registerServiceWorker();
