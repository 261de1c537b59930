import * as migration_20261123_072253_initial from './20261123_072253_initial';
import * as migration_20261123_092335_content_collections from './20261123_092335_content_collections';
import * as migration_20261123_121041_seller_portal from './20261123_121041_seller_portal';
import * as migration_20261123_200643_legal_pages from './20261123_200643_legal_pages';
import * as migration_20261123_204531_localized_people from './20261123_204531_localized_people';
import * as migration_20261123_232456_portal_hardening from './20261123_232456_portal_hardening';
import * as migration_20261124_103000_report_snapshots from './20261124_103000_report_snapshots';
import * as migration_20261124_135726_report_service_top_ups from './20261124_135726_report_service_top_ups';
import * as migration_20261124_222334_lottery_campaigns from './20261124_222334_lottery_campaigns';
import * as migration_20261124_222400_lottery_draws from './20261124_222400_lottery_draws';
import * as migration_20261125_015112_promotions from './20261125_015112_promotions';
import * as migration_20261125_015200_attribution from './20261125_015200_attribution';
import * as migration_20261125_055211_qa_writes from './20261125_055211_qa_writes';
import * as migration_20261125_055300_content_likes from './20261125_055300_content_likes';
import * as migration_20261125_091956_wechat_risk from './20261125_091956_wechat_risk';
import * as migration_20261125_092100_auth_tickets from './20261125_092100_auth_tickets';
import * as migration_20261125_093838_seller_shops from './20261125_093838_seller_shops';
import * as migration_20261125_095836_membership_plan from './20261125_095836_membership_plan';
import * as migration_20261126_104515_seller_phone_masked_invite_caps from './20261126_104515_seller_phone_masked_invite_caps';
import * as migration_20261126_110000_lottery_invitations from './20261126_110000_lottery_invitations';
import * as migration_20261126_120000_analytics_retention from './20261126_120000_analytics_retention';
import * as migration_20261126_125900_app_id_default from './20261126_125900_app_id_default';
import * as migration_20261126_130000_demo_app_id from './20261126_130000_demo_app_id';
import * as migration_20261127_090000_service_tables from './20261127_090000_service_tables';
import * as migration_20261127_100000_s3_media_fields from './20261127_100000_s3_media_fields';
import * as migration_20261127_110000_calculator_tariffs from './20261127_110000_calculator_tariffs';
import * as migration_20261127_120500_exchange_rates_job from './20261127_120500_exchange_rates_job';
import * as migration_20261127_123218_saved_calculations from './20261127_123218_saved_calculations';
import * as migration_20261127_155809_phone_numbers_e164 from './20261127_155809_phone_numbers_e164';
import * as migration_20261127_163042_data_methodology from './20261127_163042_data_methodology';
import * as migration_20261127_194226_pricing from './20261127_194226_pricing';
import * as migration_20261128_000852_lottery_fairness from './20261128_000852_lottery_fairness';
import * as migration_20261128_044434_seller_sub_accounts from './20261128_044434_seller_sub_accounts';

export const migrations = [
  {
    up: migration_20261123_072253_initial.up,
    down: migration_20261123_072253_initial.down,
    name: '20261123_072253_initial',
  },
  {
    up: migration_20261123_092335_content_collections.up,
    down: migration_20261123_092335_content_collections.down,
    name: '20261123_092335_content_collections',
  },
  {
    up: migration_20261123_121041_seller_portal.up,
    down: migration_20261123_121041_seller_portal.down,
    name: '20261123_121041_seller_portal',
  },
  {
    up: migration_20261123_200643_legal_pages.up,
    down: migration_20261123_200643_legal_pages.down,
    name: '20261123_200643_legal_pages',
  },
  {
    up: migration_20261123_204531_localized_people.up,
    down: migration_20261123_204531_localized_people.down,
    name: '20261123_204531_localized_people',
  },
  {
    up: migration_20261123_232456_portal_hardening.up,
    down: migration_20261123_232456_portal_hardening.down,
    name: '20261123_232456_portal_hardening',
  },
  {
    up: migration_20261124_103000_report_snapshots.up,
    down: migration_20261124_103000_report_snapshots.down,
    name: '20261124_103000_report_snapshots',
  },
  {
    up: migration_20261124_135726_report_service_top_ups.up,
    down: migration_20261124_135726_report_service_top_ups.down,
    name: '20261124_135726_report_service_top_ups',
  },
  {
    up: migration_20261124_222334_lottery_campaigns.up,
    down: migration_20261124_222334_lottery_campaigns.down,
    name: '20261124_222334_lottery_campaigns',
  },
  {
    up: migration_20261124_222400_lottery_draws.up,
    down: migration_20261124_222400_lottery_draws.down,
    name: '20261124_222400_lottery_draws',
  },
  {
    up: migration_20261125_015112_promotions.up,
    down: migration_20261125_015112_promotions.down,
    name: '20261125_015112_promotions',
  },
  {
    up: migration_20261125_015200_attribution.up,
    down: migration_20261125_015200_attribution.down,
    name: '20261125_015200_attribution',
  },
  {
    up: migration_20261125_055211_qa_writes.up,
    down: migration_20261125_055211_qa_writes.down,
    name: '20261125_055211_qa_writes',
  },
  {
    up: migration_20261125_055300_content_likes.up,
    down: migration_20261125_055300_content_likes.down,
    name: '20261125_055300_content_likes',
  },
  {
    up: migration_20261125_091956_wechat_risk.up,
    down: migration_20261125_091956_wechat_risk.down,
    name: '20261125_091956_wechat_risk',
  },
  {
    up: migration_20261125_092100_auth_tickets.up,
    down: migration_20261125_092100_auth_tickets.down,
    name: '20261125_092100_auth_tickets',
  },
  {
    up: migration_20261125_093838_seller_shops.up,
    down: migration_20261125_093838_seller_shops.down,
    name: '20261125_093838_seller_shops',
  },
  {
    up: migration_20261125_095836_membership_plan.up,
    down: migration_20261125_095836_membership_plan.down,
    name: '20261125_095836_membership_plan',
  },
  {
    up: migration_20261126_104515_seller_phone_masked_invite_caps.up,
    down: migration_20261126_104515_seller_phone_masked_invite_caps.down,
    name: '20261126_104515_seller_phone_masked_invite_caps',
  },
  {
    up: migration_20261126_110000_lottery_invitations.up,
    down: migration_20261126_110000_lottery_invitations.down,
    name: '20261126_110000_lottery_invitations',
  },
  {
    up: migration_20261126_120000_analytics_retention.up,
    down: migration_20261126_120000_analytics_retention.down,
    name: '20261126_120000_analytics_retention',
  },
  {
    up: migration_20261126_125900_app_id_default.up,
    down: migration_20261126_125900_app_id_default.down,
    name: '20261126_125900_app_id_default',
  },
  {
    up: migration_20261126_130000_demo_app_id.up,
    down: migration_20261126_130000_demo_app_id.down,
    name: '20261126_130000_demo_app_id',
  },
  {
    up: migration_20261127_090000_service_tables.up,
    down: migration_20261127_090000_service_tables.down,
    name: '20261127_090000_service_tables',
  },
  {
    up: migration_20261127_100000_s3_media_fields.up,
    down: migration_20261127_100000_s3_media_fields.down,
    name: '20261127_100000_s3_media_fields',
  },
  {
    up: migration_20261127_110000_calculator_tariffs.up,
    down: migration_20261127_110000_calculator_tariffs.down,
    name: '20261127_110000_calculator_tariffs',
  },
  {
    up: migration_20261127_120500_exchange_rates_job.up,
    down: migration_20261127_120500_exchange_rates_job.down,
    name: '20261127_120500_exchange_rates_job',
  },
  {
    up: migration_20261127_123218_saved_calculations.up,
    down: migration_20261127_123218_saved_calculations.down,
    name: '20261127_123218_saved_calculations',
  },
  {
    up: migration_20261127_155809_phone_numbers_e164.up,
    down: migration_20261127_155809_phone_numbers_e164.down,
    name: '20261127_155809_phone_numbers_e164',
  },
  {
    up: migration_20261127_163042_data_methodology.up,
    down: migration_20261127_163042_data_methodology.down,
    name: '20261127_163042_data_methodology',
  },
  {
    up: migration_20261127_194226_pricing.up,
    down: migration_20261127_194226_pricing.down,
    name: '20261127_194226_pricing',
  },
  {
    up: migration_20261128_000852_lottery_fairness.up,
    down: migration_20261128_000852_lottery_fairness.down,
    name: '20261128_000852_lottery_fairness',
  },
  {
    up: migration_20261128_044434_seller_sub_accounts.up,
    down: migration_20261128_044434_seller_sub_accounts.down,
    name: '20261128_044434_seller_sub_accounts'
  },
];
