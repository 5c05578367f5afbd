import defaultAvatar from './default-avatar.svg';

/** URL of the bundled default avatar (typed here so no consumer needs a declaration for .svg files). */
export const DEFAULT_AVATAR_URL: string = defaultAvatar;
