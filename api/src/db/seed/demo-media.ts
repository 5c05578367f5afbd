import { REWARD_ROWS } from './catalog-competition';
import { GAME_ROWS } from './catalog-games';
import { TEAM_NAMES } from './names';
import { ALL_NEWS_PLANS } from './news-texts';
import { TOURNAMENT_PLANS } from './tournament-plans';
import { DEMO_AVATARS, demoMediaPaths } from '../../media/demo-media-paths';
import { badgeSvg } from './svg-badge';

/**
 * The pictures the demo world links to (logos, avatars, covers, icons), as SVG files committed in
 * api/demo-media. `npx tsx scripts/demo-media.ts` (in api/) writes them from this list; a test checks that
 * the committed files still match it.
 */
export interface DemoMediaFile {
  path: string;
  svg: string;
}

export function demoMediaFiles(): DemoMediaFile[] {
  const files: DemoMediaFile[] = [];
  for (const plan of TOURNAMENT_PLANS) {
    files.push({ path: demoMediaPaths.tournament(plan.slug), svg: badgeSvg({ label: plan.name, key: plan.slug, width: 256, height: 256, shape: 'rounded' }) });
    files.push({ path: demoMediaPaths.tournamentMobile(plan.slug), svg: badgeSvg({ label: plan.name, key: plan.slug, width: 640, height: 360, shape: 'rounded' }) });
  }
  for (const name of [...TEAM_NAMES.pubg, ...TEAM_NAMES.mlbb]) {
    files.push({ path: demoMediaPaths.team(name), svg: badgeSvg({ label: name, key: name, width: 256, height: 256, shape: 'rounded' }) });
  }
  for (let n = 1; n <= DEMO_AVATARS; n++) {
    files.push({ path: demoMediaPaths.avatar(n), svg: badgeSvg({ label: `Player ${n}`, key: `avatar-${n}`, width: 256, height: 256, shape: 'circle', text: String(n) }) });
  }
  for (const game of GAME_ROWS) {
    const text = game.label.split(' ')[0] ?? game.label;
    files.push({ path: demoMediaPaths.game(game.slug, 'icon'), svg: badgeSvg({ label: game.name, key: game.slug, width: 128, height: 128, shape: 'rounded', text: text.slice(0, 4) }) });
    files.push({ path: demoMediaPaths.game(game.slug, 'logo'), svg: badgeSvg({ label: game.name, key: game.slug, width: 512, height: 256, shape: 'rounded', text }) });
    files.push({ path: demoMediaPaths.game(game.slug, 'cover'), svg: badgeSvg({ label: game.name, key: `${game.slug}-cover`, width: 1200, height: 400, shape: 'rounded', text: game.name }) });
  }
  for (const plan of ALL_NEWS_PLANS) {
    const title = plan.texts.en?.title ?? plan.texts.ru.title;
    files.push({ path: demoMediaPaths.news(plan.slug), svg: badgeSvg({ label: title, key: plan.slug, width: 1200, height: 675, shape: 'rounded' }) });
  }
  for (const reward of REWARD_ROWS) {
    files.push({ path: demoMediaPaths.reward(reward.slug), svg: badgeSvg({ label: reward.name.en, key: reward.slug, width: 128, height: 128, shape: 'circle' }) });
  }
  return files;
}
