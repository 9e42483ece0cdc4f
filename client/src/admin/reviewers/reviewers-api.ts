import { http } from '../../api/http';
import type { ReviewerDto } from '../../api/types';

/** What the Reviewers form sends (issue 38). */
export interface ReviewerInput {
  name: string;
  credential_how: string;
  credential_paano: string;
  bio_how: string;
  bio_paano: string;
  photo?: File | null;
  removePhoto?: boolean;
}

/** The multipart body of a reviewer save (a photo goes as the `photo` file). */
export function reviewerForm(input: ReviewerInput): FormData {
  const form = new FormData();
  for (const key of ['name', 'credential_how', 'credential_paano', 'bio_how', 'bio_paano'] as const) form.append(key, input[key]);
  if (input.photo) form.append('photo', input.photo, input.photo.name);
  else if (input.removePhoto) form.append('remove_photo', 'true');
  return form;
}

/** /api/reviewers/: the owner's reviewers. */
export const reviewersApi = {
  list(): Promise<ReviewerDto[]> {
    return http<ReviewerDto[]>('/api/reviewers/', { auth: true });
  },
  save(id: number | null, input: ReviewerInput): Promise<ReviewerDto> {
    return http<ReviewerDto>(id === null ? '/api/reviewers/' : `/api/reviewers/${id}/`, {
      method: id === null ? 'POST' : 'PUT',
      body: reviewerForm(input),
      auth: true,
    });
  },
  remove(id: number): Promise<void> {
    return http<void>(`/api/reviewers/${id}/`, { method: 'DELETE', auth: true });
  },
};
