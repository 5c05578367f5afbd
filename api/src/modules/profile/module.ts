import type { FastifyPluginAsync } from 'fastify';
import { gameAccountRoutes } from './game-accounts/routes';
import { publicProfileRoutes } from './public/routes';
import { settingsRoutes } from './settings/routes';

/**
 * The profile area (docs/spec.md sections 2, 3, 5 and 7): the signed-in user's settings (main
 * information, avatar, password), games and game accounts, awards, and any player's public profile.
 * Phone change and verification are one-time codes, in the auth module; documents are their own module.
 */
export const profileModule: FastifyPluginAsync = async (app) => {
  await app.register(settingsRoutes);
  await app.register(gameAccountRoutes);
  await app.register(publicProfileRoutes);
};
