import { ApiError } from '../api/http';
import { categoryDeleteError, listError, loadError, loginError, rankingsError, writeError } from './messages';

describe('admin messages (SPEC §8)', () => {
  it('sign-in', () => {
    expect(loginError(new ApiError(401, { detail: 'nope' }))).toBe('Invalid credentials');
    expect(loginError(new ApiError(429, { detail: 'Too many attempts' }))).toBe('Too many attempts');
    expect(loginError(new ApiError(500, null))).toBe('Login failed. Please try again.');
    expect(loginError(new TypeError('Failed to fetch'))).toBe('Login failed. Please try again.');
  });

  it('lists', () => {
    expect(listError(new ApiError(500, { detail: 'down' }))).toBe('down');
    expect(listError(new ApiError(500, { message: 'msg' }))).toBe('msg');
    expect(listError(new ApiError(500, null))).toBe('Failed to process request. Please try again.');
    expect(listError(new Error('plain'))).toBe('plain');
    expect(listError('weird')).toBe('An unknown error occurred');
  });

  it('create content / category', () => {
    expect(writeError(new ApiError(400, { error: 'e', detail: 'd' }), 'Failed to create content')).toBe('e');
    expect(writeError(new ApiError(400, { detail: 'd' }), 'Failed to create content')).toBe('d');
    expect(writeError(new ApiError(400, { title: ['Both English and Tagalog titles are required'] }), 'x')).toBe(
      'Both English and Tagalog titles are required',
    );
    expect(writeError(new ApiError(500, null), 'Failed to create category')).toBe('Failed to process request');
    expect(writeError(new Error('boom'), 'Failed to create category')).toBe('Failed to create category');
  });

  it('rankings and category delete', () => {
    expect(rankingsError(new ApiError(400, { rankings: ['Rank 1 is used twice'] }))).toBe('Rank 1 is used twice');
    expect(rankingsError(new ApiError(500, { detail: 'down' }))).toBe('Failed to update rankings: down');
    expect(rankingsError(new Error('x'))).toBe('Failed to update rankings: Unknown error');
    expect(categoryDeleteError(new ApiError(404, { error: 'Category not found' }))).toBe('Category not found');
    expect(categoryDeleteError(new ApiError(500, null))).toBe('Failed to delete category: Unknown error');
  });

  it('editor and preview load', () => {
    expect(loadError(new ApiError(500, { detail: 'd' }))).toBe('d');
    expect(loadError(new ApiError(500, null))).toBe('Failed to load content');
    expect(loadError(new Error('x'))).toBe('An unexpected error occurred');
  });
});
