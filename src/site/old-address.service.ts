import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { categorySegment } from '../../client/src/shared/slug';
import { findPathRedirect, redirectGuide, redirectKey } from '../content/path-redirect.repository';

/**
 * Old addresses (path_redirect: an imported post's WordPress or Blogger address) answer a 301 to
 * the guide's current address. Asked before a page is rendered, so /2024/05/my-post.html never
 * becomes a search (SPEC: an unknown single segment is a search slug).
 */
@Injectable()
export class OldAddressService {
  private readonly logger = new Logger(OldAddressService.name);

  constructor(private readonly em: EntityManager) {}

  /** The guide address an old address moved to, or null (also when the database cannot say). */
  async moved(pathAndQuery: string): Promise<string | null> {
    const key = redirectKey(pathAndQuery);
    if (!key) return null;
    try {
      const em = this.em.fork();
      const target = await findPathRedirect(em, key);
      if (!target) return null;
      const row = await redirectGuide(em, target);
      if (!row) return null;
      const name = row.lang === 'paano' ? row.name_paano || row.name_how : row.name_how || row.name_paano;
      const location = `/${categorySegment(name)}/${encodeURIComponent(row.slug)}`;
      // The old address may be the guide's own (an export of this site imported again).
      return location === pathAndQuery.split('?')[0]!.replace(/\/+$/, '') ? null : location;
    } catch (error) {
      this.logger.warn(`Could not look up an old address: ${(error as Error).message}`);
      return null;
    }
  }
}
