/**
 * Every i18n key the shared rules and schemas produce. They live in the `validation` namespace
 * (shared/src/i18n/locales/<lang>/validation.json, nested by the dots), so any remote and the API speak the
 * same codes. Keys named by the spec are kept as written; the others were chosen here. A code carrying
 * values is `encodeErrorCode(key, params)`; the params a key expects are listed next to it.
 */
export const GENERIC_MESSAGES = {
  /** '{field} is not valid.' — { field } */
  default: 'validation.default',
  alpha: 'validation.alpha',
  alpha_dash: 'validation.alpha_dash',
  alpha_num: 'validation.alpha_num',
  alpha_spaces: 'validation.alpha_spaces',
  /** { min, max } */
  between: 'validation.between',
  confirmed: 'validation.confirmed',
  /** { length } */
  digits: 'validation.digits',
  /** { width, height } */
  dimensions: 'validation.dimensions',
  email: 'validation.email',
  /** { extensions } */
  ext: 'validation.ext',
  image: 'validation.image',
  integer: 'validation.integer',
  is: 'validation.is',
  is_not: 'validation.is_not',
  /** { length } */
  length: 'validation.length',
  /** { length } */
  max: 'validation.max',
  /** { max } */
  max_value: 'validation.max_value',
  /** { types } */
  mimes: 'validation.mimes',
  /** { length } */
  min: 'validation.min',
  /** { min } */
  min_value: 'validation.min_value',
  not_one_of: 'validation.not_one_of',
  numeric: 'validation.numeric',
  one_of: 'validation.one_of',
  regex: 'validation.regex',
  required: 'validation.required',
  /** { size } in KB */
  size: 'validation.size',
  url: 'validation.url',
  /** Not in the spec's rule list: a calendar date YYYY-MM-DD. */
  date: 'validation.date',
  /** Spec server code for a link that does not resolve. */
  active_url: 'validation.active_url',
} as const;

export const TEAM_MESSAGES = {
  name_required: 'team_page.name_required',
  /** { min } — chosen here: the spec names no key for a too short name. */
  name_too_short: 'team_page.min_length_warning',
  /** { max } */
  name_too_long: 'team_page.max_length_warning',
  /** Chosen here: the spec names no key for the hyphen. */
  name_hyphen: 'team_page.hyphen_not_allowed',
  name_charset: 'team_page.latin_digits_only',
  game_required: 'team_page.game_id_required',
  /** { max_mb } */
  logo_size: 'team_page.image_size',
} as const;

export const GAME_PROFILE_MESSAGES = {
  nickname_required: 'game_profile.nickname_required',
  pubg_id_required: 'game_profile.pubg_id_required',
  mlbb_id_required: 'game_profile.mlbb_id_required',
  game_id_numeric: 'game_profile.game_id_numeric',
  /** { max } */
  game_id_too_long: 'game_profile.game_id_max',
  /** { max } */
  about_me_too_long: 'game_profile.about_me_max',
  experience_full_number: 'game_profile.experience_full_number',
  /** { min } */
  keybind_too_short: 'game_profile.keybind_min',
  /** { min } */
  sensitivity_too_short: 'game_profile.sensitivity_min',
  highlights_link: 'game_profile.highlights_link',
  /** { max } */
  device_too_long: 'game_profile.device_max',
  role_invalid: 'game_profile.role_invalid',
  team_speak_invalid: 'game_profile.team_speak_invalid',
} as const;

export const STREAMER_MESSAGES = {
  required: 'streamer.required',
  telegram_invalid: 'streamer.telegram_invalid',
  followers_positive: 'streamer.followers_positive',
  followers_digits: 'streamer.followers_digits',
  incorrect_link: 'streamer.incorrect_link',
  unknown_error: 'streamer.unknown_error',
} as const;

export const CODE_MESSAGES = {
  required: 'code.required',
  digits_only: 'code.digits_only',
  /** { length } */
  length: 'code.length',
} as const;

export const PHONE_MESSAGES = {
  required: 'phone.required',
  invalid: 'phone.invalid',
  country_invalid: 'phone.country_invalid',
} as const;

export const AUTH_MESSAGES = {
  /** { min } */
  password_too_short: 'auth.password_min',
  /** { max } */
  password_too_long: 'auth.password_max',
  password_mismatch: 'auth.password_mismatch',
  recaptcha_required: 'auth.recaptcha_required',
  birthday_invalid: 'auth.birthday_invalid',
  /** One of the most common passwords (schemas/common-passwords). */
  password_common: 'auth.password_common',
  /** The request_id of a sent code is missing or malformed: the code must be requested again. */
  request_id_invalid: 'auth.request_id_invalid',
  /** The e-mailed password link (its hash) is malformed, unknown or expired. */
  reset_link_invalid: 'auth.reset_link_invalid',
  /** Registration needs the privacy policy and terms of use accepted. */
  agreement_required: 'auth.agreement_required',
} as const;

/** Profile settings (/settings-new main information and safety); keys chosen here (spec: not shown). */
export const PROFILE_MESSAGES = {
  slug_shape: 'profile.slug_shape',
  /** { min, max } */
  slug_length: 'profile.slug_length',
  slug_digits: 'profile.slug_digits',
  slug_reserved: 'profile.slug_reserved',
  /** { max_mb } */
  avatar_size: 'profile.avatar_size',
  avatar_type: 'profile.avatar_type',
  country_invalid: 'profile.country_invalid',
  timezone_invalid: 'profile.timezone_invalid',
  /** The new password is the current one. */
  password_same: 'profile.password_same',
} as const;

/** Player documents (/settings-new game information); keys chosen here (spec: not shown). */
export const DOCUMENT_MESSAGES = {
  files_required: 'documents.files_required',
  /** { max } */
  too_many_files: 'documents.too_many_files',
  /** { max_mb } */
  file_size: 'documents.file_size',
  file_type: 'documents.file_type',
  privacy_required: 'documents.privacy_required',
} as const;

export const APPLICATION_MESSAGES = {
  team_required: 'application.team_required',
  group_required: 'application.group_required',
  stage_required: 'application.stage_required',
  /** { min } */
  players_too_few: 'application.players_min',
  /** { max } */
  players_too_many: 'application.players_max',
  /** { replace_count } — spec key, shown inline and as a toast. */
  replace_limit: 'max_replace_members_front',
  players_distinct: 'application.players_distinct',
  members_required: 'application.members_required',
  /** Spec key: the team's group list is empty. */
  no_valid_group: 'tournament_page.no_valid_group',
} as const;

/** Texts of rule outcomes that are not field errors (labels, hints, reasons). */
export const RULE_LABELS = {
  team_status: {
    accepted: 'team_status.accepted',
    rejected: 'team_status.rejected',
    pending: 'team_status.pending',
  },
  tournament_status: {
    'registration-not-started': 'tournament_status.registration_not_started',
    registration: 'tournament_status.registration',
    'registration-end': 'tournament_status.registration_end',
    game: 'tournament_status.game',
    ended: 'tournament_status.ended',
  },
  player_ineligible: {
    no_game_profile: 'tournament_page.player_no_game_profile',
    no_social_account: 'tournament_page.player_no_social_account',
    no_documents: 'tournament_page.player_no_documents',
  },
  /** PUBG: { min, max, replace_count }; MLBB: { replace_count, max } */
  players_hint: {
    pubg: 'tournament_page.players_hint_pubg',
    mlbb: 'tournament_page.players_hint_mlbb',
  },
  onboarding_step: {
    0: 'onboarding.step_link_social',
    1: 'onboarding.step_game_profile',
    2: 'onboarding.step_join_team',
    3: 'onboarding.step_gather_team',
    4: 'onboarding.step_apply',
  },
  /** { min } */
  onboarding_lead: {
    add_player: 'onboarding.lead_add_player',
    fill_game_profiles: 'onboarding.lead_fill_game_profiles',
  },
  /** Spec key: detaching a social account is blocked while the user has bans. */
  detach_banned: 'notifications.ban_user_profile',
} as const;
