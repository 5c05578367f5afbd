import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UserDocument } from '@portal/shared/contracts';
import { describeApiFailure, serverMessageOf } from '@portal/shared/api-client';
import { Badge, Button, Card, ConfirmModal, MutedText, Skeleton, toast } from '@portal/shared/ui';
import { useDeleteDocument } from '../api/delete-document';
import { fetchDocumentFile } from '../api/document-file';
import { useDocuments } from '../api/documents';
import { fileSize } from '../lib/file-size';
import { DocumentUpload } from './DocumentUpload';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Name = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const STATUS_BADGES = { pending: 'pending', approved: 'accepted', rejected: 'rejected' } as const;

/** Opens a document's bytes (fetched with the token) in a new tab from a local object URL. */
async function openDocument(document: UserDocument): Promise<void> {
  const blob = await fetchDocumentFile(document.id);
  const url = URL.createObjectURL(blob);
  const link = Object.assign(window.document.createElement('a'), { href: url, target: '_blank', rel: 'noopener', download: document.original_name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The player's documents (private: only they and the moderators see them): list, open, delete, upload. */
export function DocumentsCard() {
  const { t } = useTranslation('profile');
  const documents = useDocuments();
  const remove = useDeleteDocument();
  const [deleting, setDeleting] = useState<UserDocument | null>(null);
  const failed = (error: unknown) => toast.error(serverMessageOf(error) ?? describeApiFailure(error));

  return (
    <Card title={t('documents.title')} data-testid="documents">
      <MutedText $size="sm">{t('documents.hint')}</MutedText>
      {documents.isPending ? <Skeleton lines={2} /> : null}
      {documents.data?.length === 0 ? <MutedText $size="sm">{t('documents.empty')}</MutedText> : null}
      {documents.data && documents.data.length > 0 ? (
        <List aria-label={t('documents.listLabel')}>
          {documents.data.map((document) => (
            <Row key={document.id} data-document={document.id}>
              <Name>
                <strong>{document.original_name}</strong>
                <small>{t('documents.details', { size: fileSize(document.size, t), type: document.mime_type.split('/')[1]?.toUpperCase() ?? '' })}</small>
              </Name>
              <Actions>
                <Badge variant={STATUS_BADGES[document.status]}>{t(`documents.status.${document.status}`)}</Badge>
                <Button $variant="secondary" onClick={() => void openDocument(document).catch(failed)}>
                  {t('documents.open')}
                </Button>
                <Button $variant="ghost" onClick={() => setDeleting(document)}>
                  {t('documents.delete')}
                </Button>
              </Actions>
            </Row>
          ))}
        </List>
      ) : null}
      <DocumentUpload />
      <ConfirmModal
        open={deleting !== null}
        title={t('documents.deleteTitle')}
        confirmLabel={t('documents.delete')}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id).then(() => toast.success(t('documents.deleted')), failed) : Promise.resolve())}
        danger
        errorMessage={(failure) => serverMessageOf(failure) ?? describeApiFailure(failure)}
        onClose={() => setDeleting(null)}
      >
        {t('documents.deleteText', { name: deleting?.original_name ?? '' })}
      </ConfirmModal>
    </Card>
  );
}
