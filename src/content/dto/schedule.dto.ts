import { IsInt, IsISO8601, IsOptional, Min } from 'class-validator';
import { SCHEDULE_MESSAGES } from '../schedule.messages';

/** POST .../publish and .../unpublish: the version the editor loaded (a newer save answers 409). */
export class PublicationDto {
  @IsOptional()
  @IsInt({ message: SCHEDULE_MESSAGES.badVersion })
  @Min(1, { message: SCHEDULE_MESSAGES.badVersion })
  version?: number;
}

/** POST .../schedule: when the guide goes public (ISO 8601 with its offset; stored in UTC). */
export class ScheduleDto extends PublicationDto {
  @IsISO8601({ strict: true }, { message: SCHEDULE_MESSAGES.badTime })
  publish_at!: string;
}
