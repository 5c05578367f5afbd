import { GAMES, IN_GAME_ROLES, TEAM_SPEAK_LANGUAGES } from '@portal/shared/constants';
import type { LocalizedText } from '../schema';
import { demoMediaPaths, demoMediaUrl } from '../../media/demo-media-paths';
import { t5 } from './text';

const gameImages = (slug: string) => ({
  icon: demoMediaUrl(demoMediaPaths.game(slug, 'icon')),
  cover: demoMediaUrl(demoMediaPaths.game(slug, 'cover')),
  logo: demoMediaUrl(demoMediaPaths.game(slug, 'logo')),
});

export const GAME_ROWS = [
  {
    id: GAMES.pubg.id,
    slug: GAMES.pubg.slug,
    dataSlug: GAMES.pubg.dataSlug,
    idKey: GAMES.pubg.idKey,
    name: 'PUBG Mobile',
    label: 'PUBG MOBILE',
    sortOrder: 1,
    description: t5(
      'Королевская битва: сто игроков, одна карта, победит последняя выжившая команда.',
      'Корольдік шайқас: жүз ойыншы, бір карта, соңғы тірі қалған команда жеңеді.',
      'Battle royale: a hundred players, one map, the last squad standing wins.',
      "Qirollik jangi: yuz o'yinchi, bitta xarita, oxirgi omon qolgan jamoa g'alaba qozonadi.",
      'Battle royale: yüz oyuncu, tek harita, ayakta kalan son takım kazanır.',
    ),
    images: gameImages(GAMES.pubg.slug),
  },
  {
    id: GAMES.mlbb.id,
    slug: GAMES.mlbb.slug,
    dataSlug: GAMES.mlbb.dataSlug,
    idKey: GAMES.mlbb.idKey,
    name: 'Mobile Legends: Bang Bang',
    label: 'MLBB',
    sortOrder: 2,
    description: t5(
      'Командная MOBA 5 на 5: разрушьте базу соперника, выбрав героя и роль в команде.',
      '5-ке 5 командалық MOBA: батыр мен рөлді таңдап, қарсыластың базасын қиратыңыз.',
      'A 5v5 team MOBA: pick a hero and a role, then destroy the enemy base.',
      "5 ga 5 jamoaviy MOBA: qahramon va rolni tanlab, raqib bazasini vayron qiling.",
      '5v5 takım MOBA: bir kahraman ve rol seçin, rakip üssü yıkın.',
    ),
    images: gameImages(GAMES.mlbb.slug),
  },
] as const;

const ROLE_LABELS: Record<string, LocalizedText> = {
  captain: t5('Капитан', 'Капитан', 'Captain', 'Sardor', 'Kaptan'),
  fragger: t5('Фраггер', 'Фраггер', 'Fragger', 'Fragger', 'Fragger'),
  support: t5('Поддержка', 'Қолдау', 'Support', "Qo'llab-quvvatlash", 'Destek'),
  sniper: t5('Снайпер', 'Мерген', 'Sniper', 'Snayper', 'Keskin nişancı'),
  tank: t5('Танк', 'Танк', 'Tank', 'Tank', 'Tank'),
  killer: t5('Убийца', 'Өлтіруші', 'Assassin', 'Qotil', 'Suikastçı'),
  wizard: t5('Маг', 'Сиқыршы', 'Mage', 'Sehrgar', 'Büyücü'),
  marksman: t5('Стрелок', 'Атқыш', 'Marksman', "O'qchi", 'Nişancı'),
};

const SPEAK_LABELS: Record<string, LocalizedText> = {
  kk: t5('Казахский', 'Қазақша', 'Kazakh', 'Qozoq tili', 'Kazakça'),
  ru: t5('Русский', 'Орысша', 'Russian', 'Rus tili', 'Rusça'),
  en: t5('Английский', 'Ағылшынша', 'English', 'Ingliz tili', 'İngilizce'),
  uzb: t5('Узбекский', 'Өзбекше', 'Uzbek', "O'zbek tili", 'Özbekçe'),
};

const option = (labels: Record<string, LocalizedText>) => (value: string) => ({ value, label: labels[value] ?? t5(value, value, value, value, value) });

/** Basic fields are asked at sign-up; extended ones fill the game profile later (docs/spec.md section 3). */
export function gameFieldRows(gameId: number, key: 'pubg' | 'mlbb') {
  const game = GAMES[key];
  const rows = [
    { key: 'nick', type: 'text', required: true, extended: false, maxLength: 64, label: t5('Никнейм', 'Никнейм', 'Nickname', 'Taxallus', 'Takma ad') },
    { key: game.idKey, type: 'number', required: true, extended: false, maxLength: 64, label: t5(game.idLabel, game.idLabel, game.idLabel, game.idLabel, game.idLabel) },
    { key: 'about_me', type: 'textarea', required: false, extended: true, maxLength: 512, label: t5('О себе', 'Өзім туралы', 'About me', "O'zim haqimda", 'Hakkımda') },
    { key: 'experience', type: 'date', required: false, extended: true, maxLength: null, label: t5('В игре с', 'Ойында', 'In game since', "O'yinda ...dan beri", 'Oyunda şu tarihten beri') },
    {
      key: 'team_member_roles',
      type: 'multiselect',
      required: false,
      extended: true,
      maxLength: null,
      label: t5('Роли в команде', 'Командадағы рөлдер', 'Team roles', 'Jamoadagi rollar', 'Takım rolleri'),
      options: IN_GAME_ROLES[key].map(option(ROLE_LABELS)),
    },
    {
      key: 'team_speak',
      type: 'multiselect',
      required: false,
      extended: true,
      maxLength: null,
      label: t5('Язык общения', 'Сөйлесу тілі', 'Team speak', 'Muloqot tili', 'İletişim dili'),
      options: TEAM_SPEAK_LANGUAGES.map(option(SPEAK_LABELS)),
    },
    ...(key === 'pubg'
      ? [
          { key: 'keybind', type: 'text', required: false, extended: true, maxLength: 64, label: t5('Код раскладки', 'Пернетақта коды', 'Layout code', 'Tugmalar kodi', 'Tuş düzeni kodu') },
          { key: 'sensitivity', type: 'text', required: false, extended: true, maxLength: 64, label: t5('Код чувствительности', 'Сезімталдық коды', 'Sensitivity code', 'Sezgirlik kodi', 'Hassasiyet kodu') },
        ]
      : []),
    { key: 'highlights', type: 'url', required: false, extended: true, maxLength: 255, label: t5('Хайлайты', 'Үздік сәттер', 'Highlights', 'Eng yaxshi lahzalar', 'Öne çıkanlar') },
    { key: 'device', type: 'text', required: false, extended: true, maxLength: 20, label: t5('Устройство', 'Құрылғы', 'Device', 'Qurilma', 'Cihaz') },
  ];
  return rows.map((row, index) => ({ gameId, sortOrder: index, options: null, ...row }));
}
