import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_CODE_LENGTH, WHATSAPP_CODE_BOX_SIZE_PX, WHATSAPP_CODE_LENGTH } from '@portal/shared/constants';
import { CodeInput, type CodeInputProps } from '@portal/shared/ui';
import { KitSection, KitState } from '../KitSection';

function CodeDemo({ caption, ...props }: CodeInputProps & { caption: string }) {
  const { t } = useTranslation('content');
  const [completed, setCompleted] = useState<string | null>(null);
  return (
    <KitState caption={caption}>
      <CodeInput {...props} label={caption} onChange={() => setCompleted(null)} onComplete={setCompleted} />
      <span role="status">{completed ? t('uiKits.codeInput.completed', { code: completed }) : t('uiKits.codeInput.waiting')}</span>
    </KitState>
  );
}

export function CodeInputSection() {
  const { t } = useTranslation('content');
  return (
    <KitSection id="code-input" title={t('uiKits.codeInput.title')}>
      <CodeDemo caption={t('uiKits.codeInput.number6')} type="number" length={VERIFICATION_CODE_LENGTH} />
      <CodeDemo caption={t('uiKits.codeInput.letters4')} type="letter-numeric" />
      <CodeDemo caption={t('uiKits.codeInput.whatsapp')} type="number" length={WHATSAPP_CODE_LENGTH} boxSize={WHATSAPP_CODE_BOX_SIZE_PX} />
      <CodeDemo caption={t('uiKits.codeInput.invalid')} type="number" invalid />
    </KitSection>
  );
}
