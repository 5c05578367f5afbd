import { Suspense } from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { RichText } from './RichText';

// Records whether the cleaner (DOMPurify) was loaded: a page of plain texts must not download it.
let mockCleanerLoaded = false;
jest.mock('./sanitize-html', () => {
  mockCleanerLoaded = true;
  return jest.requireActual<object>('./sanitize-html');
});

describe('RichText', () => {
  it('shows a plain text at once with its line breaks, without loading the HTML cleaner', async () => {
    await renderWithProviders(<RichText text={'Group stage: day 1\nPlayoffs: day 3'} data-testid="texts" />);
    expect(screen.getByTestId('texts')).toHaveTextContent('Group stage: day 1 Playoffs: day 3');
    expect(screen.getByTestId('texts').innerHTML).toBe('Group stage: day 1\nPlayoffs: day 3');
    expect(mockCleanerLoaded).toBe(false);
  });

  it('shows HTML only once cleaned: the allowed formatting stays, scripts and handlers never reach the page', async () => {
    // Awaited: the text suspends while the cleaner's file comes, and resumes when it is in.
    await act(async () => {
      await renderWithProviders(
        <Suspense fallback={<p>loading</p>}>
          <RichText text={'<p><strong>Prize</strong> pool</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">'} data-testid="texts" />
        </Suspense>,
      );
    });
    const texts = await screen.findByTestId('texts');
    expect(mockCleanerLoaded).toBe(true);
    expect(texts.innerHTML).toBe('<p><strong>Prize</strong> pool</p>');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
