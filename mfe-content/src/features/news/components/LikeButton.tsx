import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import type { NewsPost } from '@portal/shared/contracts';
import { useSession } from '@portal/shared/platform';
import { useSignInLinks, useToast, VisuallyHidden } from '@portal/shared/ui';
import { describeApiFailure } from '@portal/shared/api-client';
import { useNewsLike } from '../api/news-like';

const look = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-decoration: none;
  cursor: pointer;
`;

const Toggle = styled.button`
  ${look}
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.7;
  }
`;

const SignIn = styled(Link)`
  ${look}
`;

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
      <path d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.4 3.3 5 6.8 5c2 0 3.6 1.1 4.2 2.5h2C13.6 6.1 15.2 5 17.2 5c3.5 0 5.7 3.4 4.3 6.8C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

/** Like or take back (one per player, the server's count shown); a guest is led to the sign-in. */
export function LikeButton({ post }: { post: NewsPost }) {
  const { t } = useTranslation('content');
  const { authenticated } = useSession();
  const signIn = useSignInLinks();
  const toast = useToast();
  const like = useNewsLike(post.slug);
  const count = <span data-testid="likes-count">{post.likes_count}</span>;
  if (!authenticated)
    return (
      <SignIn to={signIn.login}>
        <VisuallyHidden>{t('news.likeSignIn')}</VisuallyHidden>
        <Heart filled={false} />
        {count}
      </SignIn>
    );
  return (
    <Toggle
      type="button"
      aria-pressed={post.liked}
      aria-label={post.liked ? t('news.unlike', { count: post.likes_count }) : t('news.like', { count: post.likes_count })}
      disabled={like.isPending}
      onClick={() => like.mutate(!post.liked, { onError: (error) => toast.error(describeApiFailure(error)) })}
      data-testid="like-button"
    >
      <Heart filled={post.liked} />
      {count}
    </Toggle>
  );
}
