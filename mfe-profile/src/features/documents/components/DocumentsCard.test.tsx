import { screen, within } from '@testing-library/react';
import type { UserDocument } from '@portal/shared/contracts';
import { renderWithProviders } from '@portal/shared/testing';
import { settingsApi } from '../../../testing/profile-api';
import '../../../routes';
import { DocumentsCard } from './DocumentsCard';

const passport: UserDocument = { id: 3, original_name: 'passport.pdf', mime_type: 'application/pdf', size: 300 * 1024, status: 'approved', created_at: '2026-05-01T10:00:00.000Z', url: '/api/user-document/3/file' };
const formOf = (body: unknown) => [...(body as FormData).entries()].map(([key, value]) => [key, typeof value === 'string' ? value : (value as File).name]);

describe('documents (game information)', () => {
  it('lists the documents with their type, size and review state', async () => {
    await renderWithProviders(<DocumentsCard />, { route: '/en/settings-new?tab=game-information', fetch: settingsApi({ documents: [passport] }).fetch });
    const row = await screen.findByText('passport.pdf');
    const item = row.closest('li') as HTMLElement;
    expect(within(item).getByText('PDF, 300 KB')).toBeInTheDocument();
    expect(within(item).getByText('Approved')).toBeInTheDocument();
  });

  it('uploads files as files[i] with the privacy flag, which must be set', async () => {
    const api = settingsApi().on('POST', '/user-document', { status: 201, body: { data: [passport] } });
    const { user: u } = await renderWithProviders(<DocumentsCard />, { route: '/en/settings-new?tab=game-information', fetch: api.fetch });
    await screen.findByText('No documents uploaded yet.');
    await u.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Choose at least one file.')).toBeInTheDocument();
    expect(screen.getByText('Confirm that you have read the privacy policy.')).toBeInTheDocument();
    await u.upload(screen.getByLabelText(/Document files/), [new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' }), new File(['png'], 'selfie.png', { type: 'image/png' })]);
    await u.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/en/agreements?docId=privacy-policy');
    await u.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Documents uploaded: 1')).toBeInTheDocument();
    expect(formOf(api.calls.find((c) => c.method === 'POST')?.body)).toEqual([
      ['files[0]', 'passport.pdf'],
      ['files[1]', 'selfie.png'],
      ['privacy_policy_read', '1'],
    ]);
  });

  it("shows the server's refusal of a forged file", async () => {
    const api = settingsApi().on('POST', '/user-document', { status: 422, body: { message: 'Invalid', code: 'errors.validation_failed', errors: { 'files.0': ['documents.file_type'] } } });
    const { user: u } = await renderWithProviders(<DocumentsCard />, { route: '/en/settings-new?tab=game-information', fetch: api.fetch });
    await u.upload(await screen.findByLabelText(/Document files/), new File(['MZ'], 'scan.pdf', { type: 'application/pdf' }));
    await u.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await u.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Upload the document as a PDF, JPEG or PNG.')).toBeInTheDocument();
  });

  it('deletes a document after asking', async () => {
    const api = settingsApi({ documents: [passport] }).on('DELETE', '/user-document/3', { body: { data: { deleted: true } } });
    const { user: u } = await renderWithProviders(<DocumentsCard />, { route: '/en/settings-new?tab=game-information', fetch: api.fetch });
    await u.click(await screen.findByRole('button', { name: 'Delete' }));
    await u.click(within(await screen.findByRole('dialog', { name: 'Delete the document?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document deleted')).toBeInTheDocument();
  });
});
