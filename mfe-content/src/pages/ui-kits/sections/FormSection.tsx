import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, Checkbox, EmptyState, SelectField, ShieldIcon, StatusBadge, TextField } from '@portal/shared/ui';
import { KitSection, KitState } from '../KitSection';

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
