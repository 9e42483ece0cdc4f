import { PageParamError, parsePageRequest, type PageRequest } from '../../client/src/shared/pagination';
import { fieldError } from './validation';

/** ?page=&page_size= of a request: clamped to the maximum size; a bad value is a 400 `{page: [...]}`. */
export function pageRequestFrom(query: { page?: unknown; page_size?: unknown }, defaultSize?: number): PageRequest {
  try {
    return parsePageRequest(query, defaultSize);
  } catch (error) {
    if (error instanceof PageParamError) fieldError(error.field, error.message);
    throw error;
  }
}
