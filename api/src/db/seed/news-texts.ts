import type { Locale } from '@portal/shared/constants';

/** Demo news in the five languages: title, excerpt, body. */
export interface NewsText {
  title: string;
  excerpt: string;
  body: string;
}

export interface NewsPlan {
  slug: string;
  game: 'pubg' | 'mlbb' | null;
  daysAgo: number;
  texts: Partial<Record<Locale, NewsText>> & { ru: NewsText };
  draft?: boolean;
}

const n = (title: string, excerpt: string, body: string): NewsText => ({ title, excerpt, body });

export const NEWS_PLANS: readonly NewsPlan[] = [
  {
    slug: 'nomad-league-season-3-registration',
    game: 'pubg',
    daysAgo: 3,
    texts: {
      ru: n('Открыта регистрация на Nomad League Season 3', 'Призовой фонд 3 000 000 ₸ и слоты для всех трёх дивизионов.', 'Команды PUBG Mobile всех дивизионов могут подать заявку до конца недели. Для участия каждому игроку нужен игровой профиль, привязанный Telegram или Discord и загруженный документ.'),
      kk: n('Nomad League Season 3 турниріне тіркеу ашылды', 'Жүлде қоры 3 000 000 ₸, үш дивизионға да орын бар.', 'Барлық дивизиондағы PUBG Mobile командалары апта соңына дейін өтінім бере алады. Қатысу үшін әр ойыншыға ойын профилі, байланыстырылған Telegram немесе Discord және жүктелген құжат қажет.'),
      en: n('Registration is open for Nomad League Season 3', 'A 3,000,000 ₸ prize pool and slots for all three divisions.', 'PUBG Mobile teams of every division can apply until the end of the week. Every player needs a game profile, a linked Telegram or Discord account and an uploaded document.'),
      uz: n("Nomad League Season 3 uchun ro'yxatdan o'tish ochildi", "Sovrin jamg'armasi 3 000 000 ₸, uchala divizion uchun joylar bor.", "Barcha divizionlardagi PUBG Mobile jamoalari hafta oxirigacha ariza topshirishi mumkin. Har bir o'yinchiga o'yin profili, ulangan Telegram yoki Discord va yuklangan hujjat kerak."),
      tr: n('Nomad League Season 3 kayıtları açıldı', '3.000.000 ₸ ödül havuzu ve üç ligin hepsi için kontenjan.', 'Tüm liglerdeki PUBG Mobile takımları hafta sonuna kadar başvurabilir. Her oyuncunun bir oyun profili, bağlı bir Telegram veya Discord hesabı ve yüklenmiş bir belgesi olmalı.'),
    },
  },
  {
    slug: 'steppe-cup-spring-results',
    game: 'pubg',
    daysAgo: 30,
    texts: {
      ru: n('Итоги Steppe Cup Spring', 'Almaty Wolves и ещё пять команд дошли до гранд-финала.', 'Весенний кубок собрал 48 команд из Казахстана, Узбекистана и Кыргызстана. Записи всех матчей доступны в разделе трансляций.'),
      kk: n('Steppe Cup Spring қорытындысы', 'Almaty Wolves және тағы бес команда гранд-финалға шықты.', 'Көктемгі кубокқа Қазақстан, Өзбекстан және Қырғызстаннан 48 команда қатысты. Барлық матчтардың жазбалары трансляциялар бөлімінде.'),
      en: n('Steppe Cup Spring results', 'Almaty Wolves and five more teams reached the grand final.', 'The spring cup brought together 48 teams from Kazakhstan, Uzbekistan and Kyrgyzstan. Recordings of every match are in the streams section.'),
      uz: n('Steppe Cup Spring yakunlari', 'Almaty Wolves va yana beshta jamoa grand-finalga chiqdi.', "Bahorgi kubokda Qozog'iston, O'zbekiston va Qirg'izistondan 48 ta jamoa ishtirok etdi. Barcha o'yinlar yozuvlari translyatsiyalar bo'limida."),
      tr: n('Steppe Cup Spring sonuçları', 'Almaty Wolves ve beş takım daha büyük finale yükseldi.', "Bahar kupası Kazakistan, Özbekistan ve Kırgızistan'dan 48 takımı bir araya getirdi. Tüm maçların kayıtları yayınlar bölümünde."),
    },
  },
  {
    slug: 'mlbb-rating-season-two',
    game: 'mlbb',
    daysAgo: 12,
    texts: {
      ru: n('Стартовал второй сезон рейтинга MLBB', 'Очки прошлого сезона сохранены в архиве, таблица обнулена.', 'Играйте турниры с отметкой «Даёт очки рейтинга», чтобы подняться в сезонной таблице. Лучшие команды сезона получат приглашения на закрытые турниры.'),
      kk: n('MLBB рейтингінің екінші маусымы басталды', 'Өткен маусымның ұпайлары мұрағатта сақталды, кесте нөлденді.', 'Маусымдық кестеде көтерілу үшін «Рейтинг ұпайларын береді» белгісі бар турнирлерде ойнаңыз. Маусымның үздік командалары жабық турнирлерге шақырту алады.'),
      en: n('MLBB rating season two has started', "Last season's points are archived and the table is reset.", "Play tournaments marked 'Awards rating points' to climb the seasonal table. The season's best teams will be invited to closed tournaments."),
      uz: n('MLBB reytingining ikkinchi mavsumi boshlandi', "O'tgan mavsum ballari arxivda saqlandi, jadval nolga tushirildi.", "Mavsumiy jadvalda ko'tarilish uchun «Reyting ballarini beradi» belgisi bor turnirlarda o'ynang. Mavsumning eng yaxshi jamoalari yopiq turnirlarga taklif olishadi."),
      tr: n('MLBB sıralamasında ikinci sezon başladı', 'Geçen sezonun puanları arşivlendi, tablo sıfırlandı.', "Sezonluk tabloda yükselmek için 'Sıralama puanı verir' işaretli turnuvalarda oynayın. Sezonun en iyi takımları kapalı turnuvalara davet edilecek."),
    },
  },
  {
    slug: 'how-to-upload-documents',
    game: null,
    daysAgo: 20,
    texts: {
      ru: n('Как загрузить документы для турниров', 'Некоторые турниры требуют подтверждения личности игроков.', 'Откройте настройки профиля, вкладку «Безопасность», и загрузите скан документа. Проверка занимает до 48 часов, после неё игрок может участвовать в турнирах с проверкой документов.'),
      kk: n('Турнирлер үшін құжаттарды қалай жүктеуге болады', 'Кейбір турнирлер ойыншылардың жеке басын растауды талап етеді.', 'Профиль баптауларын ашып, «Қауіпсіздік» қойындысында құжаттың сканерленген көшірмесін жүктеңіз. Тексеру 48 сағатқа дейін созылады, содан кейін ойыншы құжат тексерілетін турнирлерге қатыса алады.'),
      en: n('How to upload documents for tournaments', 'Some tournaments require players to confirm their identity.', "Open your profile settings, go to the 'Safety' tab and upload a scan of your document. The check takes up to 48 hours; after it the player can join tournaments that check documents."),
      uz: n('Turnirlar uchun hujjatlarni qanday yuklash mumkin', "Ba'zi turnirlar o'yinchilarning shaxsini tasdiqlashni talab qiladi.", "Profil sozlamalarini oching, «Xavfsizlik» bo'limiga o'ting va hujjat nusxasini yuklang. Tekshiruv 48 soatgacha davom etadi, shundan so'ng o'yinchi hujjat tekshiriladigan turnirlarda qatnasha oladi."),
      tr: n('Turnuvalar için belgeler nasıl yüklenir', 'Bazı turnuvalar oyuncuların kimlik doğrulamasını gerektirir.', "Profil ayarlarını açın, 'Güvenlik' sekmesine gidin ve belgenizin taramasını yükleyin. Kontrol 48 saate kadar sürer; ardından oyuncu belge kontrolü olan turnuvalara katılabilir."),
    },
  },
  {
    slug: 'streamer-programme',
    game: null,
    daysAgo: 7,
    texts: {
      ru: n('Запущена программа для стримеров', 'Подайте заявку и транслируйте турниры портала на своём канале.', 'Нужен канал на YouTube, Twitch или TikTok и ссылка на Telegram. Мы ответим на заявку в течение 48 часов.'),
      kk: n('Стримерлерге арналған бағдарлама іске қосылды', 'Өтінім беріп, портал турнирлерін өз арнаңызда көрсетіңіз.', 'YouTube, Twitch немесе TikTok арнасы және Telegram сілтемесі қажет. Өтінімге 48 сағат ішінде жауап береміз.'),
      en: n('A programme for streamers has launched', "Apply and broadcast the portal's tournaments on your channel.", 'You need a YouTube, Twitch or TikTok channel and a Telegram link. We reply to every application within 48 hours.'),
      uz: n('Strimerlar uchun dastur ishga tushirildi', "Ariza topshiring va portal turnirlarini o'z kanalingizda translyatsiya qiling.", 'YouTube, Twitch yoki TikTok kanali hamda Telegram havolasi kerak. Arizaga 48 soat ichida javob beramiz.'),
      tr: n('Yayıncılar için program başladı', 'Başvurun ve portalın turnuvalarını kendi kanalınızda yayınlayın.', 'Bir YouTube, Twitch veya TikTok kanalı ve bir Telegram bağlantısı gerekir. Her başvuruya 48 saat içinde yanıt veriyoruz.'),
    },
  },
  {
    slug: 'summer-cup-announcement',
    game: 'pubg',
    daysAgo: 0,
    draft: true,
    texts: {
      ru: n('Летний кубок: анонс', 'Даты и призовой фонд летнего кубка появятся здесь.', 'Черновик анонса: редакция уточняет расписание и партнёров турнира.'),
    },
  },
];

/**
 * More published news (the list has two pages). Some only in Russian or a few languages: the
 * portal shows those in Russian (the fallback). Seeded with a randomness of their own, so the rest of the
 * demo world stays as it was.
 */
export const MORE_NEWS_PLANS: readonly NewsPlan[] = [
  {
    slug: 'pubg-mobile-patch-notes-spring',
    game: 'pubg',
    daysAgo: 5,
    texts: {
      ru: n('Весенний патч PUBG Mobile: что важно для турниров', 'Новые настройки отдачи и изменения зоны на Erangel.', '<p>Весенний патч меняет отдачу штурмовых винтовок и скорость сужения зоны.</p><ul><li>Отдача M416 снижена на 5%.</li><li>Вторая зона на Erangel сужается быстрее.</li></ul><p>Все турниры портала играются на новой версии.</p>'),
      en: n('PUBG Mobile spring patch: what matters for tournaments', 'New recoil settings and zone changes on Erangel.', '<p>The spring patch changes assault rifle recoil and the zone speed.</p><ul><li>M416 recoil is 5% lower.</li><li>The second zone on Erangel closes faster.</li></ul><p>Every tournament of the portal is played on the new version.</p>'),
    },
  },
  {
    slug: 'mlbb-bosphorus-series-playoffs',
    game: 'mlbb',
    daysAgo: 7,
    texts: {
      ru: n('Плей-офф MLBB Bosphorus Series', 'Восемь команд разыграют выход в финал.', 'Плей-офф пройдёт в формате до двух побед, финал — до трёх. Трансляции каждый вечер в разделе «Смотреть».'),
      en: n('MLBB Bosphorus Series playoffs', 'Eight teams play for a place in the final.', 'The playoffs are best of three, the final best of five. Streams every evening in the Watch section.'),
      tr: n('MLBB Bosphorus Series play-off', 'Sekiz takım final için mücadele ediyor.', 'Play-off maçları üç maç üzerinden, final beş maç üzerinden oynanır. Yayınlar her akşam İzle bölümünde.'),
    },
  },
  {
    slug: 'fair-play-rules-update',
    game: null,
    daysAgo: 10,
    texts: {
      ru: n('Обновлённые правила честной игры', 'Что считается нарушением и как подать жалобу.', 'Мы обновили правила честной игры: использование сторонних программ, передача аккаунта и договорные матчи ведут к бану. Жалобу можно отправить через раздел помощи.'),
    },
  },
  {
    slug: 'world-team-rating-explained',
    game: 'pubg',
    daysAgo: 12,
    texts: {
      ru: n('Как считается мировой рейтинг команд', 'Очки за места в турнирах разных уровней.', 'Команда получает очки за место в каждом турнире; чем выше уровень турнира, тем больше очков. Подробная таблица — на странице рейтинга.'),
      en: n('How the world team rating is computed', 'Points for placements in tournaments of every tier.', 'A team earns points for its placement in every tournament; the higher the tier, the more points. The full table is on the rating page.'),
    },
  },
  {
    slug: 'almaty-wolves-interview',
    game: 'pubg',
    daysAgo: 15,
    texts: {
      ru: n('Интервью с Almaty Wolves', 'Капитан команды о подготовке к сезону.', 'Нурлан рассказал, как команда тренируется пять дней в неделю и почему скримы важнее турниров выходного дня.'),
      kk: n('Almaty Wolves командасымен сұхбат', 'Команда капитаны маусымға дайындық туралы.', 'Нұрлан команданың аптасына бес күн қалай жаттығатынын және скримдердің неге маңызды екенін айтты.'),
    },
  },
  {
    slug: 'telegram-bot-notifications',
    game: null,
    daysAgo: 18,
    texts: {
      ru: n('Уведомления в Telegram', 'Привяжите Telegram, чтобы не пропустить время игры.', 'Модераторы турниров пишут капитанам в Telegram. Привяжите аккаунт в настройках, раздел «Безопасность».'),
      en: n('Notifications in Telegram', 'Link Telegram so you never miss a game time.', 'Tournament moderators contact captains in Telegram. Link your account in the settings, Safety tab.'),
      uz: n('Telegramdagi bildirishnomalar', 'O‘yin vaqtini o‘tkazib yubormaslik uchun Telegramni ulang.', 'Turnir moderatorlari sardorlarga Telegram orqali yozadi. Hisobingizni sozlamalarning Xavfsizlik bo‘limida ulang.'),
    },
  },
  {
    slug: 'mlbb-winter-clash-recap',
    game: 'mlbb',
    daysAgo: 37,
    texts: {
      ru: n('Winter Clash: как это было', 'Финал MLBB Winter Clash собрал рекордную аудиторию.', 'Финал длился пять карт, а лучшим игроком зрители выбрали мидлейнера команды-победителя. Итоги голосования — в разделе голосований.'),
      en: n('Winter Clash recap', 'The MLBB Winter Clash final drew a record audience.', 'The final went to five maps, and viewers voted the winning mid laner the MVP. The results are in the votes section.'),
    },
  },
  {
    slug: 'portal-in-five-languages',
    game: null,
    daysAgo: 45,
    texts: {
      ru: n('Портал на пяти языках', 'Русский, казахский, английский, узбекский и турецкий.', 'Переключатель языка — в шапке сайта. Новости без перевода показываются на русском.'),
      kk: n('Портал бес тілде', 'Орыс, қазақ, ағылшын, өзбек және түрік тілдері.', 'Тіл ауыстырғыш сайттың жоғарғы жағында. Аудармасы жоқ жаңалықтар орыс тілінде көрсетіледі.'),
      en: n('The portal in five languages', 'Russian, Kazakh, English, Uzbek and Turkish.', 'The language switcher is in the header. News without a translation is shown in Russian.'),
      uz: n('Portal besh tilda', 'Rus, qozoq, ingliz, o‘zbek va turk tillari.', 'Til almashtirgich sayt sarlavhasida. Tarjimasi yo‘q yangiliklar rus tilida ko‘rsatiladi.'),
      tr: n('Portal beş dilde', 'Rusça, Kazakça, İngilizce, Özbekçe ve Türkçe.', 'Dil değiştirici sayfanın üst kısmında. Çevirisi olmayan haberler Rusça gösterilir.'),
    },
  },
];

export const ALL_NEWS_PLANS: readonly NewsPlan[] = [...NEWS_PLANS, ...MORE_NEWS_PLANS];
