import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@portal/shared/ui';
import { KitSection, KitState } from '../KitSection';

const LAST_PAGE = 12;

function PaginationDemo({ caption, start }: { caption: string; start: number }) {
  const [page, setPage] = useState(start);
  return (
    <KitState caption={caption}>
      <Pagination page={page} lastPage={LAST_PAGE} onChange={setPage} />
    </KitState>
  );
}

export function PaginationSection() {
  const { t } = useTranslation('content');
  return (
    <KitSection id="pagination" title={t('uiKits.pagination.title')}>
      <PaginationDemo caption={t('uiKits.pagination.first')} start={1} />
      <PaginationDemo caption={t('uiKits.pagination.middle')} start={Math.ceil(LAST_PAGE / 2)} />
      <PaginationDemo caption={t('uiKits.pagination.last')} start={LAST_PAGE} />
    </KitSection>
  );
}
