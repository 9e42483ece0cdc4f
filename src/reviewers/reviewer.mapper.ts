import type { ReviewerDto } from '../../client/src/api/types';
import { imageDto } from '../media/media-names';
import type { Reviewer } from './reviewer.entity';

export function mapReviewer(reviewer: Reviewer, guideCount?: number): ReviewerDto {
  return {
    id: reviewer.id,
    name: reviewer.name,
    credential_how: reviewer.credentialHow,
    credential_paano: reviewer.credentialPaano,
    bio_how: reviewer.bioHow,
    bio_paano: reviewer.bioPaano,
    photo: imageDto(reviewer.photo),
    ...(guideCount === undefined ? {} : { guide_count: guideCount }),
  };
}
