import * as migration_20261122_102137_initial from './20261122_102137_initial';
import * as migration_20261123_211136_editorial from './20261123_211136_editorial';
import * as migration_20261123_221903_stores from './20261123_221903_stores';
import * as migration_20261123_222457_search from './20261123_222457_search';
import * as migration_20261124_010543_autosave from './20261124_010543_autosave';
import * as migration_20261124_011623_privacy_page from './20261124_011623_privacy_page';
import * as migration_20261124_012212_newsletter from './20261124_012212_newsletter';
import * as migration_20261124_013226_page_templates from './20261124_013226_page_templates';
import * as migration_20261125_170054_category_featured_order from './20261125_170054_category_featured_order';
import * as migration_20261127_045314_forms from './20261127_045314_forms';
import * as migration_20261127_091022_visitor_mfa_setting from './20261127_091022_visitor_mfa_setting';
import * as migration_20261127_092414_form_attachments from './20261127_092414_form_attachments';
import * as migration_20261127_135153_form_delivery from './20261127_135153_form_delivery';
import * as migration_20261127_170312_downloads_restricted from './20261127_170312_downloads_restricted';
import * as migration_20261127_181450_form_address_password from './20261127_181450_form_address_password';
import * as migration_20261127_181605_visitor_registration_setting from './20261127_181605_visitor_registration_setting';
import * as migration_20261127_200946_mixer_scenes from './20261127_200946_mixer_scenes';
import * as migration_20261127_212729_form_date_reach from './20261127_212729_form_date_reach';
import * as migration_20261127_233832_map_tiles_file from './20261127_233832_map_tiles_file';
import * as migration_20261128_005725_trade_area from './20261128_005725_trade_area';
import * as migration_20261128_010924_product_configurator from './20261128_010924_product_configurator';
import * as migration_20261128_041839_trade_area_steps from './20261128_041839_trade_area_steps';
import * as migration_20261128_190546_locales_parent_indexes from './20261128_190546_locales_parent_indexes';
import * as migration_20261128_224717_trade_downloads_markets from './20261128_224717_trade_downloads_markets';

export const migrations = [
  {
    up: migration_20261122_102137_initial.up,
    down: migration_20261122_102137_initial.down,
    name: '20261122_102137_initial',
  },
  {
    up: migration_20261123_211136_editorial.up,
    down: migration_20261123_211136_editorial.down,
    name: '20261123_211136_editorial',
  },
  {
    up: migration_20261123_221903_stores.up,
    down: migration_20261123_221903_stores.down,
    name: '20261123_221903_stores',
  },
  {
    up: migration_20261123_222457_search.up,
    down: migration_20261123_222457_search.down,
    name: '20261123_222457_search',
  },
  {
    up: migration_20261124_010543_autosave.up,
    down: migration_20261124_010543_autosave.down,
    name: '20261124_010543_autosave',
  },
  {
    up: migration_20261124_011623_privacy_page.up,
    down: migration_20261124_011623_privacy_page.down,
    name: '20261124_011623_privacy_page',
  },
  {
    up: migration_20261124_012212_newsletter.up,
    down: migration_20261124_012212_newsletter.down,
    name: '20261124_012212_newsletter',
  },
  {
    up: migration_20261124_013226_page_templates.up,
    down: migration_20261124_013226_page_templates.down,
    name: '20261124_013226_page_templates',
  },
  {
    up: migration_20261125_170054_category_featured_order.up,
    down: migration_20261125_170054_category_featured_order.down,
    name: '20261125_170054_category_featured_order',
  },
  {
    up: migration_20261127_045314_forms.up,
    down: migration_20261127_045314_forms.down,
    name: '20261127_045314_forms',
  },
  {
    up: migration_20261127_091022_visitor_mfa_setting.up,
    down: migration_20261127_091022_visitor_mfa_setting.down,
    name: '20261127_091022_visitor_mfa_setting',
  },
  {
    up: migration_20261127_092414_form_attachments.up,
    down: migration_20261127_092414_form_attachments.down,
    name: '20261127_092414_form_attachments',
  },
  {
    up: migration_20261127_135153_form_delivery.up,
    down: migration_20261127_135153_form_delivery.down,
    name: '20261127_135153_form_delivery',
  },
  {
    up: migration_20261127_170312_downloads_restricted.up,
    down: migration_20261127_170312_downloads_restricted.down,
    name: '20261127_170312_downloads_restricted',
  },
  {
    up: migration_20261127_181450_form_address_password.up,
    down: migration_20261127_181450_form_address_password.down,
    name: '20261127_181450_form_address_password',
  },
  {
    up: migration_20261127_181605_visitor_registration_setting.up,
    down: migration_20261127_181605_visitor_registration_setting.down,
    name: '20261127_181605_visitor_registration_setting',
  },
  {
    up: migration_20261127_200946_mixer_scenes.up,
    down: migration_20261127_200946_mixer_scenes.down,
    name: '20261127_200946_mixer_scenes',
  },
  {
    up: migration_20261127_212729_form_date_reach.up,
    down: migration_20261127_212729_form_date_reach.down,
    name: '20261127_212729_form_date_reach',
  },
  {
    up: migration_20261127_233832_map_tiles_file.up,
    down: migration_20261127_233832_map_tiles_file.down,
    name: '20261127_233832_map_tiles_file',
  },
  {
    up: migration_20261128_005725_trade_area.up,
    down: migration_20261128_005725_trade_area.down,
    name: '20261128_005725_trade_area',
  },
  {
    up: migration_20261128_010924_product_configurator.up,
    down: migration_20261128_010924_product_configurator.down,
    name: '20261128_010924_product_configurator',
  },
  {
    up: migration_20261128_041839_trade_area_steps.up,
    down: migration_20261128_041839_trade_area_steps.down,
    name: '20261128_041839_trade_area_steps',
  },
  {
    up: migration_20261128_190546_locales_parent_indexes.up,
    down: migration_20261128_190546_locales_parent_indexes.down,
    name: '20261128_190546_locales_parent_indexes',
  },
  {
    up: migration_20261128_224717_trade_downloads_markets.up,
    down: migration_20261128_224717_trade_downloads_markets.down,
    name: '20261128_224717_trade_downloads_markets'
  },
];
