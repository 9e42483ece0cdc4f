import { Type } from 'class-transformer';
import { IsIn, IsInt, Min, ValidateIf } from 'class-validator';
import type { Lang, TranslatablePart } from '../../../../client/src/api/types';

const PARTS: TranslatablePart[] = [
  'title',
  'header_description',
  'introduction',
  'conclusion',
  'needs',
  'tips',
  'warnings',
  'video',
  'section',
];

/** POST /api/bilingual-content/{id}/translation-state/up-to-date/ */
export class MarkUpToDateDto {
  @IsIn(['how', 'paano'], { message: 'lang must be how or paano.' })
  lang!: Lang;

  @IsIn(PARTS, { message: `part must be one of ${PARTS.join(', ')}.` })
  part!: TranslatablePart;

  /** The section's id when part is section. */
  @ValidateIf((dto: MarkUpToDateDto) => dto.part === 'section')
  @Type(() => Number)
  @IsInt({ message: 'section_id must be the id of a section of this guide.' })
  @Min(1, { message: 'section_id must be the id of a section of this guide.' })
  section_id?: number;
}
