import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SessionUser } from '@portal/shared/contracts';
import { Badge, Button, Card, MutedText } from '@portal/shared/ui';
import { phoneStatus } from '../lib/social-accounts';
import { PhoneModal } from './PhoneModal';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The phone, its verification status, and the way to verify it or change it. */
export function PhoneCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const phone = phoneStatus(user);
  return (
    <Card title={t('safety.phoneTitle')} data-testid="phone-card">
      <Row>
        <span>{phone.masked ?? t('safety.noPhone')}</span>
        <Badge variant={phone.verified ? 'accepted' : 'pending'}>{phone.verified ? t('safety.phoneVerified') : t('safety.phoneNotVerified')}</Badge>
      </Row>
      <MutedText $size="sm">{t('safety.phoneHint')}</MutedText>
      <div>
        <Button $variant="secondary" onClick={() => setOpen(true)}>
          {phone.masked ? t('phone.change') : t('phone.add')}
        </Button>
      </div>
      <PhoneModal open={open} onClose={() => setOpen(false)} user={user} />
    </Card>
  );
}
