import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { DEFAULT_AVATAR_URL } from '../image/ResponsiveImage';
import { Avatar } from './Avatar';
import { avatarSource } from './avatar-source';

const avatar = { original_url: '/storage/a.png', small_webp: '/storage/a-small.webp', webp: '/storage/a.webp' };

describe('avatar', () => {
  it('prefers the small webp for small sizes, the webp for large ones, the original last', () => {
    expect(avatarSource(avatar, 40)).toBe('/storage/a-small.webp');
    expect(avatarSource(avatar, 128)).toBe('/storage/a.webp');
    expect(avatarSource({ original_url: '/o.png', small_webp: null, webp: ' ' }, 40)).toBe('/o.png');
    expect(avatarSource(null, 40)).toBeNull();
  });

  it('renders a sized image of the user, or the default avatar', async () => {
    await renderWithProviders(
      <>
        <Avatar avatar={avatar} alt="ayan" size={32} />
        <Avatar avatar={null} alt="guest" />
      </>,
    );
    const img = screen.getByRole('img', { name: 'ayan' });
    expect(img).toHaveAttribute('src', '/storage/a-small.webp');
    expect(img).toHaveAttribute('width', '32');
    expect(screen.getByRole('img', { name: 'guest' })).toHaveAttribute('src', DEFAULT_AVATAR_URL);
  });
});
