import { registerServiceWorker } from './offline/register';
import { applyTextSize, readTextSize } from './shared/text-size';
import './styles.css';

/**
 * The page's only script tag: a few KB. The server's HTML is the whole page (readable and
 * navigable without JavaScript); the React app (entry-app.tsx, its own chunk) loads once that page
 * has painted, so its download and start-up never hold the first and largest paint back (issue 11).
 */

// The reader's text size, before the first paint.
applyTextSize(readTextSize());

/** Runs start once the browser has painted the current page (at once in a hidden tab, which does not paint). */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    start();
  };
  if (document.visibilityState === 'hidden') return go();
  // A frame's callbacks run just before it paints; a task queued from there runs after it.
  requestAnimationFrame(() => setTimeout(go, 0));
  setTimeout(go, 1000);
}

afterFirstPaint(() => {
  import(/* webpackChunkName: "app" */ './entry-app').catch(() => {
    // Offline with a build that is gone, or a failed download: the server's page stays, links work.
  });
});

registerServiceWorker();
