/**
 * Questions of the help page, in order. `anchor` is the element id (so /Help#create-team opens that
 * answer), `key` the entry under help.faq in the content namespace.
 */
export const HELP_TOPICS = [
  { anchor: 'register', key: 'register' },
  { anchor: 'phone', key: 'phone' },
  { anchor: 'game-profile', key: 'gameProfile' },
  { anchor: 'create-team', key: 'createTeam' },
  { anchor: 'invite-players', key: 'invitePlayers' },
  { anchor: 'apply', key: 'apply' },
  { anchor: 'confirm-game-time', key: 'confirmTime' },
] as const;

export type HelpTopicAnchor = (typeof HELP_TOPICS)[number]['anchor'];
