import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Award } from '@portal/shared/contracts';
import { formatLocalizedDate } from '@portal/shared/domain';
import { useLocale } from '@portal/shared/platform';
import { Modal, mutedText, ResponsiveImage, surface, TrophyIcon } from '@portal/shared/ui';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  ${surface({ padding: 2, radius: 'md', raised: true })}
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizes.xs};
  text-align: center;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-achieved='false'] img {
    opacity: 0.35;
    filter: grayscale(1);
  }
`;

const NotYet = styled.span`
  ${mutedText('xs')}
`;

const Detail = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  ${mutedText()}
`;

const DATE_PATTERN = 'D MMMM YYYY';

/**
 * A player's awards as icons; one opens the award details modal (name, description, when earned). On the
 * player's own profile the list holds every award, and those not earned yet are dimmed and say so.
 */
export function Awards({ awards }: { awards: readonly Award[] }) {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const [open, setOpen] = useState<Award | null>(null);
  if (awards.length === 0) {
    return (
      <Muted>
        <TrophyIcon />
        {t('awards.none')}
      </Muted>
    );
  }
  return (
    <>
      <List data-testid="profile-awards">
        {awards.map((award) => (
          <li key={award.id}>
            <Tile onClick={() => setOpen(award)} data-achieved={award.is_achieved}>
              <ResponsiveImage src={award.reward_icon} alt="" width={48} height={48} />
              {award.name}
              {award.is_achieved ? null : <NotYet>{t('awards.notYet')}</NotYet>}
            </Tile>
          </li>
        ))}
      </List>
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open?.name} closeOnOutsideClick data-testid="award-modal">
        {open ? (
          <Detail>
            <ResponsiveImage src={open.reward_icon} alt="" width={96} height={96} loading="eager" />
            <p>{open.description}</p>
            {open.is_achieved && open.achieved_at ? <p>{t('awards.achievedAt', { date: formatLocalizedDate(open.achieved_at, null, locale, DATE_PATTERN) })}</p> : null}
            {open.is_achieved ? null : <p>{t('awards.notYetDetail')}</p>}
          </Detail>
        ) : null}
      </Modal>
    </>
  );
}
