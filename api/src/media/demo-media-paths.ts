import { join } from 'node:path';
import { API_ROOT } from '../config/paths';

/** Where the demo world's pictures live and how the seed names them (served at /media/demo/). */
export const DEMO_MEDIA_DIR = join(API_ROOT, 'demo-media');
export const DEMO_MEDIA_PREFIX = '/media/demo/';
export const DEMO_AVATARS = 24;

export const demoMediaUrl = (path: string): string => `${DEMO_MEDIA_PREFIX}${path}`;
export const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export const demoMediaPaths = {
  tournament: (slug: string) => `tournaments/${slug}.svg`,
  tournamentMobile: (slug: string) => `tournaments/${slug}-mobile.svg`,
  team: (name: string) => `teams/${slugify(name)}.svg`,
  avatar: (n: number) => `avatars/player-${n}.svg`,
  game: (slug: string, kind: 'icon' | 'cover' | 'logo') => `games/${slug}-${kind}.svg`,
  news: (slug: string) => `news/${slug}.svg`,
  reward: (slug: string) => `rewards/${slug}.svg`,
};

