import { IsInt, IsObject, IsOptional, Min } from 'class-validator';
import { AUTOSAVE_MESSAGES } from '../autosave.messages';

/** PUT /api/autosaves/... body: the editor's whole form as the editor holds it, and the guide version it was based on. */
export class PutAutosaveDto {
  @IsObject({ message: AUTOSAVE_MESSAGES.formNotObject })
  form!: Record<string, unknown>;

  @IsOptional()
  @IsInt({ message: AUTOSAVE_MESSAGES.badVersion })
  @Min(1, { message: AUTOSAVE_MESSAGES.badVersion })
  base_version?: number;
}
