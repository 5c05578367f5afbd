import type { FastifyInstance } from 'fastify';
import { NEWS_COVER_SIZES } from '@portal/shared/constants';
import type { MainImageLookup } from '../../static/main-image';
import { publishedCoverOf } from './repository';

/**
 * A news post's page: its cover is its largest element (its LCP) and is known only from its data. The browser
 * would ask for it once the page's script had run and its API answer was in (3.8 s into a first visit on a
 * slow phone); preloaded from the page's head, it downloads beside the script.
 */
export function newsCoverImage(app: FastifyInstance): MainImageLookup {
  return async (route, params) => {
    if (route.id !== 'news.detail' || !params.slug) return null;
    const cover = await publishedCoverOf(app.db, params.slug);
    return cover ? { src: cover, sizes: NEWS_COVER_SIZES } : null;
  };
}

