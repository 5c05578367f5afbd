import { GAMES } from '@portal/shared/constants';
import { demoMediaPaths, demoMediaUrl } from '../../media/demo-media-paths';
import { t5 } from './text';

const numbered = (game: 'pubg' | 'mlbb', level: 1 | 2 | 3) => {
  const label = game === 'pubg' ? 'PUBG Mobile' : 'MLBB';
  return {
    slug: `${GAMES[game].slug}-division-${level}`,
    gameId: GAMES[game].id,
    kind: 'tournament',
    sortOrder: (game === 'pubg' ? 0 : 10) + level,
    name: t5(`${label}: дивизион ${level}`, `${label}: ${level}-дивизион`, `${label}: Division ${level}`, `${label}: ${level}-divizion`, `${label}: ${level}. Lig`),
  };
};

export const DIVISION_ROWS = [
  numbered('pubg', 1),
  numbered('pubg', 2),
  numbered('pubg', 3),
  numbered('mlbb', 1),
  numbered('mlbb', 2),
  numbered('mlbb', 3),
  { slug: 'all', gameId: null, kind: 'tournament', sortOrder: 20, name: t5('Все дивизионы', 'Барлық дивизиондар', 'All divisions', 'Barcha divizionlar', 'Tüm ligler') },
  { slug: 'world-team-rating', gameId: GAMES.pubg.id, kind: 'rating', sortOrder: 30, name: t5('Мировой рейтинг команд', 'Әлемдік командалар рейтингі', 'World team rating', 'Jahon jamoalar reytingi', 'Dünya takım sıralaması') },
  { slug: 'pubg-mobile-team-rating', gameId: GAMES.pubg.id, kind: 'rating', sortOrder: 31, name: t5('Рейтинг команд PUBG Mobile', 'PUBG Mobile командалар рейтингі', 'PUBG Mobile team rating', 'PUBG Mobile jamoalar reytingi', 'PUBG Mobile takım sıralaması') },
  { slug: 'personal', gameId: null, kind: 'rating', sortOrder: 32, name: t5('Личный рейтинг', 'Жеке рейтинг', 'Personal rating', 'Shaxsiy reyting', 'Bireysel sıralama') },
  { slug: 'seasonal', gameId: null, kind: 'rating', sortOrder: 33, name: t5('Сезонный рейтинг', 'Маусымдық рейтинг', 'Seasonal rating', 'Mavsumiy reyting', 'Sezonluk sıralama') },
] as const;

export type DivisionSeedSlug = (typeof DIVISION_ROWS)[number]['slug'];

export const FORMAT_ROWS = [
  { slug: 'pubg-squad', name: 'Squad', min: 4, max: 6 },
  { slug: 'pubg-squad-finals', name: 'Squad Finals', min: 4, max: 5 },
  { slug: 'pubg-duo', name: 'Duo', min: 2, max: 3 },
  { slug: 'mlbb-5v5', name: '5v5', min: 5, max: 7 },
  { slug: 'mlbb-5v5-finals', name: '5v5 Finals', min: 5, max: 6 },
] as const;

export type FormatSlug = (typeof FORMAT_ROWS)[number]['slug'];

export const FEATURE_ROWS = [
  {
    slug: 'check_team_member_document',
    name: t5(
      'Участникам нужны документы',
      'Қатысушыларға құжаттар қажет',
      'Members must upload documents',
      "Ishtirokchilarga hujjatlar kerak",
      'Oyuncuların belge yüklemesi gerekir',
    ),
  },
  {
    slug: 'rating_points',
    name: t5('Даёт очки рейтинга', 'Рейтинг ұпайларын береді', 'Awards rating points', 'Reyting ballarini beradi', 'Sıralama puanı verir'),
  },
] as const;

export const REWARD_ROWS = [
  { slug: 'first-tournament', icon: demoMediaUrl(demoMediaPaths.reward('first-tournament')), criteria: { type: 'tournaments_played', count: 1 }, name: t5('Дебют', 'Дебют', 'Debut', 'Debyut', 'İlk adım'), description: t5('Сыграйте первый турнир.', 'Алғашқы турнирді ойнаңыз.', 'Play your first tournament.', "Birinchi turniringizni o'ynang.", 'İlk turnuvanı oyna.') },
  { slug: 'five-tournaments', icon: demoMediaUrl(demoMediaPaths.reward('five-tournaments')), criteria: { type: 'tournaments_played', count: 5 }, name: t5('Завсегдатай', 'Тұрақты қатысушы', 'Regular', 'Doimiy ishtirokchi', 'Müdavim'), description: t5('Сыграйте пять турниров.', 'Бес турнир ойнаңыз.', 'Play five tournaments.', "Beshta turnir o'ynang.", 'Beş turnuva oyna.') },
  { slug: 'champion', icon: demoMediaUrl(demoMediaPaths.reward('champion')), criteria: { type: 'tournaments_won', count: 1 }, name: t5('Чемпион', 'Чемпион', 'Champion', 'Chempion', 'Şampiyon'), description: t5('Выиграйте турнир.', 'Турнирде жеңіңіз.', 'Win a tournament.', "Turnirda g'alaba qozoning.", 'Bir turnuva kazan.') },
  { slug: 'sharpshooter', icon: demoMediaUrl(demoMediaPaths.reward('sharpshooter')), criteria: { type: 'kills', count: 100 }, name: t5('Меткий стрелок', 'Мерген', 'Sharpshooter', 'Mergan', 'Keskin nişancı'), description: t5('Наберите 100 убийств в турнирах.', 'Турнирлерде 100 қарсыласты жойыңыз.', 'Score 100 kills in tournaments.', "Turnirlarda 100 ta raqibni yo'q qiling.", 'Turnuvalarda 100 leş al.') },
  { slug: 'team-player', icon: demoMediaUrl(demoMediaPaths.reward('team-player')), criteria: { type: 'team_members', count: 3 }, name: t5('Командный игрок', 'Командалық ойыншы', 'Team player', "Jamoaviy o'yinchi", 'Takım oyuncusu'), description: t5('Соберите команду из трёх игроков.', 'Үш ойыншыдан команда жинаңыз.', 'Gather a team of three players.', "Uch o'yinchidan jamoa to'plang.", 'Üç kişilik bir takım kur.') },
  { slug: 'voice-of-community', icon: demoMediaUrl(demoMediaPaths.reward('voice-of-community')), criteria: { type: 'votes_cast', count: 3 }, name: t5('Голос сообщества', 'Қауымдастық үні', 'Voice of the community', 'Hamjamiyat ovozi', 'Topluluğun sesi'), description: t5('Примите участие в трёх голосованиях.', 'Үш дауыс беруге қатысыңыз.', 'Take part in three votes.', 'Uchta ovoz berishda qatnashing.', 'Üç oylamaya katıl.') },
] as const;
