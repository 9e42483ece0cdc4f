import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AutosaveDto } from '../../client/src/api/types';
import { CONTENT_MESSAGES } from './content.messages';
import { deleteAutosave, findAutosave, putAutosave, type AutosaveRow, type AutosaveSlot } from './autosave.repository';
import type { PutAutosaveDto } from './dto/autosave.dto';

function toDto(row: AutosaveRow | null): AutosaveDto | null {
  return row && { form: row.form, base_version: row.base_version, saved_at: new Date(row.saved_at).toISOString() };
}

/**
 * The editor's server-side autosaves (issue 12 item 1): a draft of the admin's form, kept apart from
 * the guide. Saving the guide does not read them; the editor offers them back after a reload, a
 * crash or a sign-in, and deletes its slot after a successful save.
 */
@Injectable()
export class AutosaveService {
  constructor(private readonly em: EntityManager) {}

  async get(slot: AutosaveSlot): Promise<{ autosave: AutosaveDto | null }> {
    return { autosave: toDto(await findAutosave(this.em.fork(), slot)) };
  }

  async put(slot: AutosaveSlot, dto: PutAutosaveDto): Promise<{ autosave: AutosaveDto | null }> {
    const row = await putAutosave(this.em.fork(), slot, dto.form, dto.base_version ?? null);
    if (!row) throw new NotFoundException({ detail: CONTENT_MESSAGES.notFound });
    return { autosave: toDto(row) };
  }

  async remove(slot: AutosaveSlot): Promise<void> {
    await deleteAutosave(this.em.fork(), slot);
  }
}
