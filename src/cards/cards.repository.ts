import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

export interface StoredCard {
  png: Buffer;
  created_at: Date;
}

/** SQL of social_card: cards kept by file name (primary-key lookups only). */
@Injectable()
export class CardsRepository {
  constructor(private readonly em: EntityManager) {}

  async find(name: string): Promise<StoredCard | undefined> {
    const [row] = await this.em.execute<StoredCard[]>(`select png, created_at from social_card where name = ?`, [name]);
    return row;
  }

  /**
   * Keeps a card drawn here unless another replica stored it first, and answers the stored one (so
   * every replica serves the same bytes); drops the cards the same guide and language had before.
   */
  async store(name: string, family: string, guideId: number | null, png: Buffer): Promise<StoredCard> {
    await this.em.execute(`insert into social_card (name, guide_id, png) values (?, ?, ?) on conflict (name) do nothing`, [
      name,
      guideId,
      png,
    ]);
    await this.em.execute(`delete from social_card where name like ? and name <> ?`, [`${family}-%`, name]);
    const stored = await this.find(name);
    return stored ?? { png, created_at: new Date() };
  }
}
