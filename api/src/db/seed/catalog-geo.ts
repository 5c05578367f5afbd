import { t5 } from './text';

/** Countries of the demo (Kazakhstan first: registration sends country_id 1). */
export const COUNTRIES = [
  { code: 'KZ', callingCode: '7', names: t5('Казахстан', 'Қазақстан', 'Kazakhstan', "Qozog'iston", 'Kazakistan') },
  { code: 'KG', callingCode: '996', names: t5('Кыргызстан', 'Қырғызстан', 'Kyrgyzstan', "Qirg'iziston", 'Kırgızistan') },
  { code: 'UZ', callingCode: '998', names: t5('Узбекистан', 'Өзбекстан', 'Uzbekistan', "O'zbekiston", 'Özbekistan') },
  { code: 'UA', callingCode: '380', names: t5('Украина', 'Украина', 'Ukraine', 'Ukraina', 'Ukrayna') },
  { code: 'RU', callingCode: '7', names: t5('Россия', 'Ресей', 'Russia', 'Rossiya', 'Rusya') },
  { code: 'BY', callingCode: '375', names: t5('Беларусь', 'Беларусь', 'Belarus', 'Belarus', 'Belarus') },
  { code: 'TR', callingCode: '90', names: t5('Турция', 'Түркия', 'Türkiye', 'Turkiya', 'Türkiye') },
  { code: 'TJ', callingCode: '992', names: t5('Таджикистан', 'Тәжікстан', 'Tajikistan', 'Tojikiston', 'Tacikistan') },
  { code: 'TM', callingCode: '993', names: t5('Туркменистан', 'Түрікменстан', 'Turkmenistan', 'Turkmaniston', 'Türkmenistan') },
  { code: 'AZ', callingCode: '994', names: t5('Азербайджан', 'Әзірбайжан', 'Azerbaijan', 'Ozarbayjon', 'Azerbaycan') },
  { code: 'GE', callingCode: '995', names: t5('Грузия', 'Грузия', 'Georgia', 'Gruziya', 'Gürcistan') },
  { code: 'AM', callingCode: '374', names: t5('Армения', 'Армения', 'Armenia', 'Armaniston', 'Ermenistan') },
  { code: 'MN', callingCode: '976', names: t5('Монголия', 'Моңғолия', 'Mongolia', "Mo'g'uliston", 'Moğolistan') },
  { code: 'CN', callingCode: '86', names: t5('Китай', 'Қытай', 'China', 'Xitoy', 'Çin') },
  { code: 'DE', callingCode: '49', names: t5('Германия', 'Германия', 'Germany', 'Germaniya', 'Almanya') },
  { code: 'US', callingCode: '1', names: t5('США', 'АҚШ', 'United States', 'AQSH', 'Amerika Birleşik Devletleri') },
] as const;

/** Timezones of tournaments and groups. */
export const TIMEZONES = [
  { name: 'Asia/Almaty', names: t5('Алматы', 'Алматы', 'Almaty', 'Almati', 'Almatı') },
  { name: 'Asia/Tashkent', names: t5('Ташкент', 'Ташкент', 'Tashkent', 'Toshkent', 'Taşkent') },
  { name: 'Asia/Bishkek', names: t5('Бишкек', 'Бішкек', 'Bishkek', 'Bishkek', 'Bişkek') },
  { name: 'Europe/Moscow', names: t5('Москва', 'Мәскеу', 'Moscow', 'Moskva', 'Moskova') },
  { name: 'Europe/Istanbul', names: t5('Стамбул', 'Ыстамбұл', 'Istanbul', 'Istanbul', 'İstanbul') },
  { name: 'Asia/Aqtobe', names: t5('Актобе', 'Ақтөбе', 'Aktobe', "Aqto'be", 'Aktöbe') },
  { name: 'Asia/Dushanbe', names: t5('Душанбе', 'Душанбе', 'Dushanbe', 'Dushanbe', 'Duşanbe') },
] as const;

export type TimezoneName = (typeof TIMEZONES)[number]['name'];
