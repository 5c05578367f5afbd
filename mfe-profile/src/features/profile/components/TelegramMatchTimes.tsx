import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@portal/shared/contracts';
import { hasLinkedTelegram } from '@portal/shared/domain';
import { showServerErrors } from '@portal/shared/forms';
import { sessionUserAtom } from '@portal/shared/state';
import { Group, Legend } from './settings-group';
import { Checkbox, toast } from '@portal/shared/ui';
import { updateProfile } from '../api/update-profile';

/**
 * Match times by Telegram: off by default; saved as soon as it is switched. Without a linked
 * Telegram account it is disabled and says why (the server refuses it too).
 */
export function TelegramMatchTimes({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const setUser = useSetAtom(sessionUserAtom);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const linked = hasLinkedTelegram(user.socialAccounts);
  const checked = user.telegram_match_times === true;

  const change = async (on: boolean) => {
    setSaving(true);
    setError(undefined);
    try {
      setUser(await updateProfile({ telegram_match_times: on }, null));
      toast.success(t('main.saved'));
    } catch (failure) {
      showServerErrors(failure, (_name, value) => setError(value.message), ['telegram_match_times'], { fallback: t('main.saveFailed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Group data-testid="telegram-match-times">
      <Legend>{t('main.telegram.title')}</Legend>
      <Checkbox
        label={t('main.telegram.label')}
        hint={linked ? t('main.telegram.hint') : t('main.telegram.notLinked')}
        error={error}
        checked={checked}
        disabled={saving || (!linked && !checked)}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
    </Group>
  );
}
