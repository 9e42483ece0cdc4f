import { Migration20261122000000_initial } from './Migration20261122000000_initial';

/** Every migration, in order; listed explicitly so they run the same from ts and from dist. */
export const MIGRATIONS = [{ name: 'Migration20261122000000_initial', class: Migration20261122000000_initial }];
