import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessageOf } from '@portal/shared/api-client';
import type { CustomGame } from '@portal/shared/contracts';
import { formatLocalizedDate } from '@portal/shared/domain';
import { useLocale, useSession } from '@portal/shared/platform';
import { Badge, Button, Card, MutedText, toast } from '@portal/shared/ui';
import { useRoomMembership } from '../../api/match-play/custom-game-actions';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 168px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
  overflow-wrap: anywhere;
`;

const Credentials = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dd {
    margin: 0;
    font-family: monospace;
    font-weight: 700;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
`;

const STATE_VARIANT = { open: 'accepted', full: 'pending', started: 'rejected' } as const;

/** One room: game, mode, start, fill and host; join or leave; the credentials for joined players in the window. */
export function RoomCard({ room }: { room: CustomGame }) {
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  const { authenticated } = useSession();
  const membership = useRoomMembership();
  const act = (join: boolean) =>
    membership.mutate({ id: room.id, join }, { onError: (error) => toast.error(serverMessageOf(error) ?? t('customGames.actionFailed')) });
  return (
    <Card data-testid="custom-game" data-room={room.id}>
      <Body>
        <Row>
          <Title>{room.title}</Title>
          <Badge variant={STATE_VARIANT[room.state]}>{t(`customGames.states.${room.state}`)}</Badge>
        </Row>
        <MutedText $size="sm">
          {room.game.name} · {t(`customGames.modes.${room.mode}`)} · {formatLocalizedDate(room.start_time, null, locale)}
        </MutedText>
        <MutedText $size="sm">{t('customGames.fill', { taken: room.taken, slots: room.slots, host: room.host.username })}</MutedText>
        {room.room ? (
          <Credentials data-testid="room-credentials">
            <dt>{t('customGames.roomId')}</dt>
            <dd>{room.room.room_id}</dd>
            <dt>{t('customGames.password')}</dt>
            <dd>{room.room.room_password}</dd>
          </Credentials>
        ) : room.joined ? (
          <MutedText $size="sm">{t('customGames.credentialsFrom', { time: formatLocalizedDate(room.credentials_open_at, null, locale) })}</MutedText>
        ) : null}
        {authenticated && room.state !== 'started' ? (
          <Row>
            {room.joined ? (
              <Button type="button" $variant="secondary" disabled={membership.isPending} onClick={() => act(false)}>
                {t('customGames.leave')}
              </Button>
            ) : (
              <Button type="button" disabled={membership.isPending || room.state === 'full'} onClick={() => act(true)}>
                {t('customGames.join')}
              </Button>
            )}
          </Row>
        ) : null}
      </Body>
    </Card>
  );
}
