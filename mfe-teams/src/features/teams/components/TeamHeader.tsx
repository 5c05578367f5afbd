import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { routePath, type Team } from '@portal/shared/contracts';
import { gameKeyOf, type teamActionsFor } from '@portal/shared/domain';
import { useLocalizedPath } from '@portal/shared/platform';
import { Button, ButtonLink, Dropdown, MutedText, type DropdownItem } from '@portal/shared/ui';
import { TeamLogo } from './TeamLogo';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const Texts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  flex: 1 1 220px;
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.xl};
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
`;

export type TeamModalKind = 'invite' | 'edit' | 'regenerate' | 'delete' | 'leave';

export interface TeamHeaderProps {
  team: Team;
  actions: ReturnType<typeof teamActionsFor>;
  onOpen: (kind: TeamModalKind) => void;
}

/**
 * The team's logo, name, game, division and size, and the actions the viewer's role allows: inviting is the
 * one primary action; editing, a new invite link and deleting sit in a "more" menu.
 */
export function TeamHeader({ team, actions, onOpen }: TeamHeaderProps) {
  const { t } = useTranslation('teams');
  const localized = useLocalizedPath();
  const game = gameKeyOf(team.game.id);
  // The rarer owner actions wait behind one button; deleting comes last, set apart and drawn as danger.
  const more: DropdownItem[] = [
    actions.edit ? { id: 'edit', label: t('actions.edit'), onSelect: () => onOpen('edit') } : null,
    actions.regenerateLink ? { id: 'regenerate', label: t('actions.regenerate'), onSelect: () => onOpen('regenerate') } : null,
    actions.remove ? { id: 'delete', label: t('actions.delete'), onSelect: () => onOpen('delete'), tone: 'danger' as const, separated: true } : null,
  ].filter((item) => item !== null);
  const facts = [game ? t(`games.${game}`) : team.game.name, team.division?.name, t('members.count', { count: team.members_count })].filter(Boolean);
  return (
    <Head>
      <TeamLogo logo={team.logo} alt={t('logoAlt', { name: team.name })} size={72} eager />
      <Texts>
        <Title>{team.name}</Title>
        <MutedText $size="sm">{facts.join(' · ')}</MutedText>
      </Texts>
      <Actions>
        {actions.invite ? <Button onClick={() => onOpen('invite')}>{t('actions.invite')}</Button> : null}
        <ButtonLink to={localized(routePath('teams.public', { slug: team.slug }))} $variant="ghost">
          {t('actions.publicPage')}
        </ButtonLink>
        {actions.leave ? (
          <Button $variant="secondary" onClick={() => onOpen('leave')}>
            {t('actions.leave')}
          </Button>
        ) : null}
        {more.length > 0 ? <Dropdown label={t('actions.more')} items={more} placement="bottom-end" data-testid="team-more" /> : null}
      </Actions>
    </Head>
  );
}
