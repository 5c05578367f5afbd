import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApplicantMember } from '@portal/shared/contracts';
import { ineligibilityHintKey } from '@portal/shared/domain';
import { Avatar, Badge, Button } from '@portal/shared/ui';

const Row = styled.label<{ $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.7 : 1)};
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;

const Body = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Small = styled.span<{ $warn?: boolean }>`
  font-size: ${({ theme }) => theme.font.sizes.xs};
  color: ${({ theme, $warn }) => ($warn ? theme.colors.warning : theme.colors.textMuted)};
`;

const Status = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface PlayerOptionProps {
  member: ApplicantMember;
  gameId: number;
  checked: boolean;
  /** At the maximum, unselected players are disabled (docs/spec.md section 5). */
  atMaximum: boolean;
  onToggle: (id: number) => void;
  /** Given on the user's own card when they have no game profile for the game: opens the game-profile form. */
  onAddGameProfile?: () => void;
}

/**
 * A player card of the teammates step: avatar, username, the game account's state, verified country, game
 * nickname and id, and why the player cannot be chosen (no game profile, no social account, missing
 * documents); on the user's own card without a game profile, the button that adds one.
 */
export function PlayerOption({ member, gameId, checked, atMaximum, onToggle, onAddGameProfile }: PlayerOptionProps) {
  const { t } = useTranslation('tournaments');
  const { t: tv } = useTranslation('validation');
  const profile = member.game_profiles.find((p) => p.game_id === gameId);
  const ineligible = member.ineligibility.length > 0;
  const disabled = ineligible || (atMaximum && !checked);
  const gameNumber = profile?.pubg_id ?? profile?.mlbb_id ?? null;
  const hintId = `player-hint-${member.id}`;
  return (
    <Row $disabled={disabled} data-testid="player-option">
      <input type="checkbox" checked={checked} disabled={disabled} onChange={() => onToggle(member.id)} aria-describedby={ineligible ? hintId : undefined} />
      <Avatar avatar={member.avatar} alt="" size={36} />
      <Body>
        <strong>{member.username}</strong>
        <Status data-testid="game-account-status">
          <Badge variant={profile ? 'accepted' : 'pending'}>{t(profile ? 'apply.gameAccountActive' : 'apply.gameAccountMissing')}</Badge>
          {!profile && onAddGameProfile ? (
            <Button type="button" $variant="secondary" onClick={onAddGameProfile}>
              {t('apply.addGameProfile')}
            </Button>
          ) : null}
        </Status>
        <Small>
          {profile ? t('apply.gameProfile', { nick: profile.nick, id: gameNumber ?? '-' }) : null}
          {profile && member.country ? ' · ' : null}
          {member.country ? `${member.country.name}${member.country_verified ? ` ${t('apply.verified')}` : ''}` : null}
        </Small>
        {ineligible ? (
          <Small $warn id={hintId}>
            {member.ineligibility.map((reason) => tv(ineligibilityHintKey(reason))).join(' ')}
          </Small>
        ) : null}
      </Body>
    </Row>
  );
}
