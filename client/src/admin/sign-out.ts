import { http, setToken } from '../api/http';
import { MEDIA_CACHE } from '../offline/offline-paths';
import { clearAllLocalDrafts } from './editor/local-draft';

/**
 * What Logout leaves on the device (issue 30 item 4): nothing of the admin's. The token, every
 * autosaved draft (hp-autosave:*), the service worker's image cache, which older builds filled with
 * draft images seen in the editor (the worker no longer keeps images an admin page asked for;
 * readers' images are fetched again as they read), and the browser's HTTP cache of this site, which
 * holds the images the editor showed (POST /api/logout/ answers Clear-Site-Data: "cache").
 */
export async function forgetThisDevice(): Promise<void> {
  setToken(null);
  clearAllLocalDrafts();
  await http('/api/logout/', { method: 'POST' }).catch(() => undefined);
  try {
    if (typeof caches !== 'undefined') await caches.delete(MEDIA_CACHE);
  } catch {
    // CacheStorage unavailable (private mode, http): nothing was kept there
  }
}
