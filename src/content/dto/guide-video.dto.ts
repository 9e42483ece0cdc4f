import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';
import type { VideoDto } from '../../../client/src/api/types';
import { parseVideoUrl } from '../../../client/src/shared/video';
import { VIDEO_LIMITS, VIDEO_MESSAGES } from '../content.messages';

/**
 * Issue 38's video of one language as a save sends it: `{url, title?, upload_date?}`, a bare address
 * string, or null / "" / `{url: ""}` for none; undefined (not sent) keeps the stored one. The address
 * is stored in the one form shared/video.ts gives it (youtu.be/ID → youtube.com/watch?v=ID); a
 * refusal is answered under the language's field (`how.video`, `paano.video`).
 */

/** What the form held, read into the stored shape; anything unreadable is left as it came, for the rules to refuse. */
function videoValue(value: unknown): unknown {
  if (value === undefined) return undefined;
  if (value === null || value === 'null') return null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return null;
    if (!text.startsWith('{')) return { url: text };
    try {
      return videoValue(JSON.parse(text));
    } catch {
      return value;
    }
  }
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const o = value as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v.replace(/\u0000/g, '').trim() : v);
  const url = str(o.url);
  const title = str(o.title);
  const date = str(o.upload_date);
  if ((url === undefined || url === null || url === '') && !title && !date) return null;
  return { url, ...(title ? { title } : {}), ...(date ? { upload_date: date } : {}) };
}

function rule(name: string, message: string, ok: (v: Record<string, unknown>) => boolean): PropertyDecorator {
  return ValidateBy(
    {
      name,
      validator: { validate: (value: unknown) => value === null || (typeof value === 'object' && ok(value as Record<string, unknown>)) },
    },
    { message },
  );
}

/** A calendar date YYYY-MM-DD that exists. */
function isDay(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function VideoField(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => {
      const read = videoValue(value);
      if (!read || typeof read !== 'object') return read;
      const video = read as Record<string, unknown>;
      const info = typeof video.url === 'string' ? parseVideoUrl(video.url) : null;
      return info ? { ...video, url: info.url } : video;
    }),
    IsOptional(),
    ValidateBy(
      { name: 'videoShape', validator: { validate: (v: unknown) => v === null || (typeof v === 'object' && !Array.isArray(v)) } },
      { message: VIDEO_MESSAGES.badVideo },
    ),
    rule('videoUrl', VIDEO_MESSAGES.badUrl, (v) => typeof v.url === 'string' && parseVideoUrl(v.url) !== null),
    rule(
      'videoTitle',
      VIDEO_MESSAGES.titleTooLong,
      (v) => v.title === undefined || (typeof v.title === 'string' && [...v.title].length <= VIDEO_LIMITS.title),
    ),
    rule('videoDate', VIDEO_MESSAGES.badDate, (v) => v.upload_date === undefined || isDay(v.upload_date)),
  );
}

/** The stored shape of a validated video (only its known fields). */
export function storedVideo(video: VideoDto | null): VideoDto | null {
  if (!video) return null;
  return {
    url: video.url,
    ...(video.title ? { title: video.title } : {}),
    ...(video.upload_date ? { upload_date: video.upload_date } : {}),
  };
}
