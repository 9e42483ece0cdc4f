import { Migration20261122000000_initial } from './Migration20261122000000_initial';
import { Migration20261122010000_login_attempt } from './Migration20261122010000_login_attempt';
import { Migration20261123100000_search_documents } from './Migration20261123100000_search_documents';
import { Migration20261123110000_admin_list_indexes } from './Migration20261123110000_admin_list_indexes';
import { Migration20261123130000_scale_lists } from './Migration20261123130000_scale_lists';
import { Migration20261124050000_search_window } from './Migration20261124050000_search_window';
import { Migration20261124060000_trending_ties } from './Migration20261124060000_trending_ties';
import { Migration20261124100000_guide_autosave } from './Migration20261124100000_guide_autosave';
import { Migration20261124110000_publish_schedule } from './Migration20261124110000_publish_schedule';
import { Migration20261124200000_guide_revisions } from './Migration20261124200000_guide_revisions';
import { Migration20261124210000_translation_state } from './Migration20261124210000_translation_state';
import { Migration20261124220000_image_alt } from './Migration20261124220000_image_alt';
import { Migration20261125140001_readers } from './Migration20261125140001_readers';
import { Migration20261125140002_site_settings } from './Migration20261125140002_site_settings';
import { Migration20261125140003_import_export } from './Migration20261125140003_import_export';
import { Migration20261125150004_admin_account } from './Migration20261125150004_admin_account';
import { Migration20261125180004_readers_windows } from './Migration20261125180004_readers_windows';
import { Migration20261125180006_social_cards } from './Migration20261125180006_social_cards';
import { Migration20261125180007_seo } from './Migration20261125180007_seo';
import { Migration20261127230005_readers_budget } from './Migration20261127230005_readers_budget';
import { Migration20261128000000_import_pending_image } from './Migration20261128000000_import_pending_image';
import { Migration20261128000001_import_source_lang } from './Migration20261128000001_import_source_lang';

/** Every migration, in order; listed explicitly so they run the same from ts and from dist. */
export const MIGRATIONS = [
  { name: 'Migration20261122000000_initial', class: Migration20261122000000_initial },
  { name: 'Migration20261122010000_login_attempt', class: Migration20261122010000_login_attempt },
  { name: 'Migration20261123100000_search_documents', class: Migration20261123100000_search_documents },
  { name: 'Migration20261123110000_admin_list_indexes', class: Migration20261123110000_admin_list_indexes },
  { name: 'Migration20261123130000_scale_lists', class: Migration20261123130000_scale_lists },
  { name: 'Migration20261124050000_search_window', class: Migration20261124050000_search_window },
  { name: 'Migration20261124060000_trending_ties', class: Migration20261124060000_trending_ties },
  { name: 'Migration20261124100000_guide_autosave', class: Migration20261124100000_guide_autosave },
  { name: 'Migration20261124110000_publish_schedule', class: Migration20261124110000_publish_schedule },
  { name: 'Migration20261124200000_guide_revisions', class: Migration20261124200000_guide_revisions },
  { name: 'Migration20261124210000_translation_state', class: Migration20261124210000_translation_state },
  { name: 'Migration20261124220000_image_alt', class: Migration20261124220000_image_alt },
  { name: 'Migration20261125140001_readers', class: Migration20261125140001_readers },
  { name: 'Migration20261125140002_site_settings', class: Migration20261125140002_site_settings },
  { name: 'Migration20261125140003_import_export', class: Migration20261125140003_import_export },
  { name: 'Migration20261125150004_admin_account', class: Migration20261125150004_admin_account },
  { name: 'Migration20261125180004_readers_windows', class: Migration20261125180004_readers_windows },
  { name: 'Migration20261125180006_social_cards', class: Migration20261125180006_social_cards },
  { name: 'Migration20261125180007_seo', class: Migration20261125180007_seo },
  { name: 'Migration20261127230005_readers_budget', class: Migration20261127230005_readers_budget },
  { name: 'Migration20261128000000_import_pending_image', class: Migration20261128000000_import_pending_image },
  { name: 'Migration20261128000001_import_source_lang', class: Migration20261128000001_import_source_lang },
];
