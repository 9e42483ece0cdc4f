/**
 * SPEC §5's formatting language, in one import for the browser's components: the parser, plain text,
 * bullets and the [p] marker live in client/src/shared/format (pure, shared with the server); the
 * React rendering in render.tsx.
 */
export * from '../shared/format/parse';
export * from '../shared/format/bullets';
export * from '../shared/format/paragraph';
export * from './render';
