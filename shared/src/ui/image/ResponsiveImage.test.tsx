import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { DEFAULT_AVATAR_URL, ResponsiveImage } from './ResponsiveImage';

describe('ResponsiveImage', () => {
  it('renders a picture with a webp source over the breakpoints and the original as img', async () => {
    const { container } = await renderWithProviders(<ResponsiveImage src="/storage/news/cup.jpg" alt="Cup" sizes="(min-width: 768px) 50vw, 100vw" />);
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source?.getAttribute('srcset')).toContain('/storage/news/cup.jpg?w=320&f=webp 320w');
    expect(source?.getAttribute('srcset')).toContain('?w=3072&f=webp 3072w');
    expect(source).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw');
    const img = screen.getByRole('img', { name: 'Cup' });
    expect(img).toHaveAttribute('src', '/storage/news/cup.jpg');
    expect(img.getAttribute('srcset')).toContain('/storage/news/cup.jpg?w=1536 1536w');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('offers 1x and 2x for a fixed width', async () => {
    const { container } = await renderWithProviders(<ResponsiveImage src="/storage/logo.png" alt="Logo" width={48} height={48} />);
    expect(container.querySelector('source')).toHaveAttribute('srcset', '/storage/logo.png?w=48&f=webp 1x, /storage/logo.png?w=96&f=webp 2x');
    expect(screen.getByRole('img')).not.toHaveAttribute('sizes');
  });

  it('shows an SVG as it is, without a srcset', async () => {
    const { container } = await renderWithProviders(<ResponsiveImage src="/media/demo/teams/wolves.svg" alt="Wolves" width={48} height={48} />);
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img', { name: 'Wolves' });
    expect(img).toHaveAttribute('src', '/media/demo/teams/wolves.svg');
    expect(img).not.toHaveAttribute('srcset');
  });

  it('loads the page\'s main image at once with high priority when asked', async () => {
    await renderWithProviders(<ResponsiveImage src="/media/u/abcdefghijklmnop.jpg" alt="Cover" loading="eager" fetchPriority="high" />);
    const img = screen.getByRole('img', { name: 'Cover' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('uses an external image as it is', async () => {
    const { container } = await renderWithProviders(<ResponsiveImage src="https://cdn.example.com/a.jpg" alt="External" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'External' })).not.toHaveAttribute('srcset');
  });

  it.each([null, undefined, '', '   '])('shows the default avatar when the source is %p', async (src) => {
    await renderWithProviders(<ResponsiveImage src={src} alt="Player" />);
    const img = screen.getByRole('img', { name: 'Player' });
    expect(img).toHaveAttribute('src', DEFAULT_AVATAR_URL);
    expect(img).toHaveAttribute('data-fallback', 'true');
  });

  it('switches to the fallback when loading fails, and calls onError', async () => {
    const onError = jest.fn();
    await renderWithProviders(<ResponsiveImage src="/storage/missing.jpg" alt="Player" onError={onError} />);
    fireEvent.error(screen.getByRole('img', { name: 'Player' }));
    expect(screen.getByRole('img', { name: 'Player' })).toHaveAttribute('src', DEFAULT_AVATAR_URL);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('takes another fallback', async () => {
    await renderWithProviders(<ResponsiveImage src={null} alt="Team" fallbackSrc="/team.svg" />);
    expect(screen.getByRole('img', { name: 'Team' })).toHaveAttribute('src', '/team.svg');
  });
});
