/**
 * Every i18n key the shared rules and schemas produce. They live in the `validation` namespace
 * (shared/src/i18n/locales/<lang>/validation.json, nested by the dots), so any remote and the API speak the
 * same codes. Keys named by docs/spec.md are kept as written; the others were chosen here. A code carrying
 * values is `encodeErrorCode(key, params)`; the params a key expects are listed next to it.
 */
export const GENERIC_MESSAGES = {
  /** '{field} is not valid.' — { field } */
  default: 'validation.default',
  /** A text the portal cannot store (a NUL byte, a lone surrogate), refused before it reaches the database. */
  unstorable_text: 'validation.unstorable_text',
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
  /** Not in docs/spec.md's rule list: a calendar date YYYY-MM-DD. */
  date: 'validation.date',
  /** Spec server code for a link that does not resolve. */
  active_url: 'validation.active_url',
} as const;

export const TEAM_MESSAGES = {
  name_required: 'team_page.name_required',
  /** { min } — chosen here: docs/spec.md names no key for a too short name. */
  name_too_short: 'team_page.min_length_warning',
  /** { max } */
  name_too_long: 'team_page.max_length_warning',
  /** Chosen here: docs/spec.md names no key for the hyphen. */
  name_hyphen: 'team_page.hyphen_not_allowed',
  name_charset: 'team_page.latin_digits_only',
  game_required: 'team_page.game_id_required',
  /** { max_mb } */
  logo_size: 'team_page.image_size',
  /** Chosen here (API): another team of the game has this name, ignoring case. */
  name_taken: 'team_page.name_taken',
  /** Chosen here (API): the logo's bytes are not a PNG, JPEG or WebP picture that decodes. */
  logo_type: 'team_page.image_type',
  /** Chosen here (API): the logo picture is too small (under 16 px) or too many pixels. */
  logo_dimensions: 'team_page.image_dimensions',
  /** Chosen here: codeRole is not owner, manager or member. */
  role_invalid: 'team_page.role_invalid',
  /** Chosen here: the invite hash sent to join is malformed. */
  invite_link_invalid: 'team_page.invite_link_invalid',
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
  /** Going live: a YouTube, Twitch, TikTok, Kick or Trovo broadcast link. */
  stream_link: 'streamer.stream_link',
  /** { min, max } */
  stream_title: 'streamer.stream_title',
  stream_tournament: 'streamer.stream_tournament',
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

/**
 * Refusals of the application endpoints, in the errors namespace: the team step and the
 * modals show them as the server's message.
 */
export const APPLICATION_ERRORS = {
  entry_not_found: 'application.entry_not_found',
  team_game_mismatch: 'application.team_game_mismatch',
  registration_closed: 'application.registration_closed',
  already_applied: 'application.already_applied',
  group_unavailable: 'application.group_unavailable',
  group_full: 'application.group_full',
  stage_unavailable: 'application.stage_unavailable',
  slots_full: 'application.slots_full',
  player_not_in_team: 'application.player_not_in_team',
  /** { username } */
  player_ineligible: 'application.player_ineligible',
  /** { username } */
  player_in_other_entry: 'application.player_in_other_entry',
  not_chosen: 'application.not_chosen',
  not_awaiting: 'application.not_awaiting',
  frozen: 'application.frozen',
  not_accepted: 'application.not_accepted',
  no_group: 'application.no_group',
  no_next_stage: 'application.no_next_stage',
  not_in_team: 'application.not_in_team',
  /** { max } */
  too_many_awaiting: 'application.too_many_awaiting',
} as const;

/** Organiser console: field codes of the tournament, stage, group and organiser forms. */
export const ORGANIZER_MESSAGES = {
  name_required: 'organizer.name_required',
  /** { min } */
  name_too_short: 'organizer.name_min',
  /** { max } */
  name_too_long: 'organizer.name_max',
  game_required: 'organizer.game_required',
  divisions_required: 'organizer.divisions_required',
  division_game: 'organizer.division_game',
  timezone_required: 'organizer.timezone_required',
  date_required: 'organizer.date_required',
  date_invalid: 'organizer.date_invalid',
  /** Registration closes after it opens. */
  registration_order: 'organizer.registration_order',
  /** The registration window ends before the start. */
  registration_after_start: 'organizer.registration_after_start',
  end_before_start: 'organizer.end_before_start',
  /** Publishing needs a start in the future. */
  start_in_past: 'organizer.start_in_past',
  /** { min } */
  slot_count_min: 'organizer.slot_count_min',
  /** { max } */
  slot_count_max: 'organizer.slot_count_max',
  /** { min, max } */
  team_size_range: 'organizer.team_size_range',
  format_min_max: 'organizer.format_min_max',
  /** { max } */
  prize_amount_max: 'organizer.prize_amount_max',
  prize_currency_required: 'organizer.prize_currency_required',
  /** { max } */
  text_too_long: 'organizer.text_max',
  /** A per-language name or description map that is not a map of texts. */
  translations_invalid: 'organizer.translations_invalid',
  youtube_link: 'organizer.youtube_link',
  /** { max_mb } */
  logo_size: 'organizer.logo_size',
  logo_type: 'organizer.logo_type',
  logo_unreadable: 'organizer.logo_unreadable',
  logo_dimensions: 'organizer.logo_dimensions',
  feature_unknown: 'organizer.feature_unknown',
  country_unknown: 'organizer.country_unknown',
  timezone_unknown: 'organizer.timezone_unknown',
  stage_name_required: 'organizer.stage_name_required',
  /** { max } */
  stage_name_too_long: 'organizer.stage_name_max',
  /** { max } */
  replace_count_range: 'organizer.replace_count_range',
  prev_stage_invalid: 'organizer.prev_stage_invalid',
  group_name_required: 'organizer.group_name_required',
  /** { max } */
  group_name_too_long: 'organizer.group_name_max',
  /** The group plays after its stage's registration opens. */
  game_time_after_stage: 'organizer.game_time_after_stage',
  /** { min, max } */
  capacity_range: 'organizer.capacity_range',
  /** { count }: teams already in the group. */
  capacity_below_teams: 'organizer.capacity_below_teams',
  group_status_invalid: 'organizer.group_status_invalid',
  /** { max } */
  lobby_too_long: 'organizer.lobby_max',
  status_invalid: 'organizer.status_invalid',
  user_required: 'organizer.user_required',
  user_unknown: 'organizer.user_unknown',
  organization_required: 'organizer.organization_required',
  /** { min, max } */
  organization_length: 'organizer.organization_length',
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

/** News: comments and the staff's post form (keys chosen here). comment_too_long: { max } */
export const NEWS_MESSAGES = {
  comment_required: 'validation.news.comment_required',
  comment_too_long: 'validation.news.comment_too_long',
  parent_invalid: 'validation.news.parent_invalid',
  title_required: 'validation.news.title_required',
  ru_required: 'validation.news.ru_required',
  slug_invalid: 'validation.news.slug_invalid',
  slug_taken: 'validation.news.slug_taken',
  cover_invalid: 'validation.news.cover_invalid',
} as const;

/** Captains' chats: a message (keys chosen here). */
export const CHAT_MESSAGES = {
  empty: 'validation.chats.empty',
  text_too_long: 'validation.chats.text_too_long',
  too_many_images: 'validation.chats.too_many_images',
  image_size: 'validation.chats.image_size',
  image_type: 'validation.chats.image_type',
} as const;

/** Votes: the ballot (keys chosen here). */
export const VOTE_MESSAGES = {
  options_required: 'validation.votes.options_required',
  single_option: 'validation.votes.single_option',
  unknown_option: 'validation.votes.unknown_option',
} as const;

/** Help requests (keys chosen here). subject_too_long, message_too_short, message_too_long, contact_too_long: { max } or { min } */
export const HELP_MESSAGES = {
  category_required: 'validation.help.category_required',
  subject_required: 'validation.help.subject_required',
  subject_too_long: 'validation.help.subject_too_long',
  message_too_short: 'validation.help.message_too_short',
  message_too_long: 'validation.help.message_too_long',
  channel_required: 'validation.help.channel_required',
  contact_required: 'validation.help.contact_required',
  contact_too_long: 'validation.help.contact_too_long',
  contact_email: 'validation.help.contact_email',
  reply_required: 'validation.help.reply_required',
} as const;
