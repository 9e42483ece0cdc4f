import { setToken } from '../api/http';
import { MEDIA_CACHE } from '../offline/offline-paths';
import { clearAllLocalDrafts } from './editor/local-draft';

/**
 * What Logout leaves on the device (issue 30 item 4): nothing of the admin's. The token, every
 * autosaved draft (hp-autosave:*), and the service worker's image cache, which older builds filled
 * with draft images seen in the editor (the worker no longer keeps images an admin page asked for;
 * readers' images are fetched again as they read).
 */
export async function forgetThisDevice(): Promise<void> {
  setToken(null);
  clearAllLocalDrafts();
  try {
    if (typeof caches !== 'undefined') await caches.delete(MEDIA_CACHE);
  } catch {
    // CacheStorage unavailable (private mode, http): nothing was kept there
  }
}
