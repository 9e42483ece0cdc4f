import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { ReviewerDto } from '../../client/src/api/types';
import { guidesChanged } from '../common/cache-rules';
import { ContentChanged } from '../common/content-changed';
import { ImageStoreService, type PreparedImage, type UploadedImage } from '../media/image-store.service';
import { REVIEWER_PHOTO_WIDTH } from './guide-review';
import type { CreateReviewerDto, UpdateReviewerDto } from './dto/reviewer.dto';
import { Reviewer } from './reviewer.entity';
import { mapReviewer } from './reviewer.mapper';
import { REVIEWER_MESSAGES } from './reviewers.messages';
import { ReviewersRepository } from './reviewers.repository';

/** The one file field of a reviewer form. */
export const PHOTO_FIELD = 'photo';

/**
 * Reviewers (issue 38): defined once, picked per guide. A change re-renders every page that shows the
 * reviewer: the notice names the guides that pick it (common/cache-rules.ts). Deleting a reviewer a
 * guide still picks is refused, naming how many guides do (the owner picks another first).
 */
@Injectable()
export class ReviewersService {
  constructor(
    private readonly reviewers: ReviewersRepository,
    private readonly images: ImageStoreService,
    private readonly contentChanged: ContentChanged,
  ) {}

  async list(): Promise<ReviewerDto[]> {
    const [rows, counts] = await Promise.all([this.reviewers.list(), this.reviewers.guideCounts()]);
    return rows.map((r) => mapReviewer(r, counts.get(r.id) ?? 0));
  }

  create(dto: CreateReviewerDto, files: UploadedImage[] = []): Promise<ReviewerDto> {
    return this.save(null, dto, files);
  }

  update(id: number, dto: UpdateReviewerDto, files: UploadedImage[] = []): Promise<ReviewerDto> {
    return this.save(id, dto, files);
  }

  async remove(id: number): Promise<void> {
    const result = await this.reviewers.remove(id);
    if (!result) throw new NotFoundException({ detail: REVIEWER_MESSAGES.notFound });
    if (result.inUse) throw new ConflictException({ detail: REVIEWER_MESSAGES.inUse(result.inUse), guide_count: result.inUse });
    await this.images.remove([result.photo]);
  }

  /** A guide's pick must name a reviewer that exists (checked by the guide save). */
  async assertExists(id: number | null | undefined): Promise<void> {
    if (id === null || id === undefined) return;
    if (!(await this.reviewers.exists(id))) throw new BadRequestException({ reviewer_id: [REVIEWER_MESSAGES.unknownReviewer] });
  }

  private async save(id: number | null, dto: UpdateReviewerDto, files: UploadedImage[]): Promise<ReviewerDto> {
    const upload = files.find((f) => f.fieldname === PHOTO_FIELD);
    const photo: PreparedImage | null = upload ? await this.images.prepare(upload, REVIEWER_PHOTO_WIDTH) : null;
    let replaced: string | null = null;
    let saved: Reviewer;
    try {
      saved = await this.reviewers.write(id, async (found, em) => {
        if (id !== null && !found) throw new NotFoundException({ detail: REVIEWER_MESSAGES.notFound });
        const reviewer = found ?? em.create(Reviewer, { name: dto.name });
        reviewer.name = dto.name;
        reviewer.credentialHow = dto.credential_how ?? '';
        reviewer.credentialPaano = dto.credential_paano ?? '';
        reviewer.bioHow = dto.bio_how ?? '';
        reviewer.bioPaano = dto.bio_paano ?? '';
        if (photo) {
          await this.images.write([photo]);
          replaced = reviewer.photo;
          reviewer.photo = photo.id;
        } else if (dto.remove_photo) {
          replaced = reviewer.photo;
          reviewer.photo = null;
        }
        reviewer.updatedAt = new Date();
        await em.flush();
        return reviewer;
      });
    } catch (error) {
      if (photo) await this.images.remove([photo.id]);
      throw error;
    }
    await this.images.remove([replaced]);
    // Every page showing this reviewer is made again (a new reviewer is on no page yet).
    const guides = id === null ? [] : await this.reviewers.guidesOf(saved.id);
    if (guides.length) await this.contentChanged.notify(guidesChanged(guides, []));
    const counts = await this.reviewers.guideCounts();
    return mapReviewer(saved, counts.get(saved.id) ?? 0);
  }
}
