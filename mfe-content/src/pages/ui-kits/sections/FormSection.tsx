import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, Checkbox, EmptyState, SelectField, StatusBadge, TextField } from '@portal/shared/ui';
import { KitSection, KitState } from '../KitSection';

function ShieldIcon() {
  return (
    <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z" />
    </svg>
  );
}

export function FormSection() {
  const { t } = useTranslation('content');
  const games = [
    { value: '1', label: t('uiKits.fields.pubg') },
    { value: '3', label: t('uiKits.fields.mlbb') },
  ];
  return (
    <>
      <KitSection id="fields" title={t('uiKits.fields.title')}>
        <TextField label={t('uiKits.fields.teamName')} hint={t('uiKits.fields.teamNameHint')} defaultValue="Team-1" error={t('uiKits.fields.teamNameError')} />
        <TextField label={t('uiKits.fields.nickname')} hint={t('uiKits.fields.nicknameHint')} />
        <SelectField label={t('uiKits.fields.game')} placeholder={t('uiKits.fields.chooseGame')} options={games} error={t('uiKits.fields.gameError')} defaultValue="" />
        <Checkbox label={t('uiKits.fields.agree')} error={t('uiKits.fields.agreeError')} />
      </KitSection>
      <KitSection id="badges" title={t('uiKits.badges.title')}>
        <KitState caption={t('uiKits.badges.statuses')}>
          <StatusBadge status="accepted" />
          <StatusBadge status="rejected" />
          <StatusBadge status="await" />
          <Badge>{t('uiKits.badges.neutral')}</Badge>
        </KitState>
      </KitSection>
      <KitSection id="empty" title={t('uiKits.empty.title')}>
        <EmptyState icon={<ShieldIcon />} title={t('uiKits.empty.emptyTitle')} text={t('uiKits.empty.emptyText')} action={<Button>{t('uiKits.empty.action')}</Button>} />
        <Card title={t('uiKits.empty.cardTitle')}>{t('uiKits.empty.cardText')}</Card>
      </KitSection>
    </>
  );
}
