import { Migration20261122000000_initial } from './Migration20261122000000_initial';
import { Migration20261122010000_login_attempt } from './Migration20261122010000_login_attempt';
import { Migration20261123100000_search_documents } from './Migration20261123100000_search_documents';
import { Migration20261123110000_admin_list_indexes } from './Migration20261123110000_admin_list_indexes';
import { Migration20261123130000_scale_lists } from './Migration20261123130000_scale_lists';

/** Every migration, in order; listed explicitly so they run the same from ts and from dist. */
export const MIGRATIONS = [
  { name: 'Migration20261122000000_initial', class: Migration20261122000000_initial },
  { name: 'Migration20261122010000_login_attempt', class: Migration20261122010000_login_attempt },
  { name: 'Migration20261123100000_search_documents', class: Migration20261123100000_search_documents },
  { name: 'Migration20261123110000_admin_list_indexes', class: Migration20261123110000_admin_list_indexes },
  { name: 'Migration20261123130000_scale_lists', class: Migration20261123130000_scale_lists },
];
