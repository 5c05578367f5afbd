/**
 * Names of the region for the demo world: Kazakh, Uzbek, Kyrgyz, Russian and Turkish players, and team
 * names that obey the team-name rule (Latin letters, digits and spaces, 4 to 25 characters).
 */
export type Origin = 'kz' | 'uz' | 'kg' | 'ru' | 'tr';

export const FIRST_NAMES: Record<Origin, readonly string[]> = {
  kz: ['Nurlan', 'Aidos', 'Yerlan', 'Dias', 'Arman', 'Daulet', 'Madi', 'Alikhan', 'Temirlan', 'Sanzhar', 'Aruzhan', 'Dana', 'Aigerim', 'Zhanibek', 'Yerassyl', 'Askar', 'Nursultan', 'Bekzat', 'Dinara', 'Olzhas'],
  uz: ['Jasur', 'Sardor', 'Bekzod', 'Dilshod', 'Otabek', 'Shohruh', 'Jahongir', 'Sherzod', 'Nodir', 'Javlon', 'Nilufar', 'Madina', 'Aziz', 'Farrukh', 'Ulugbek', 'Sanjar', 'Kamola', 'Islom'],
  kg: ['Bakyt', 'Nurbek', 'Azamat', 'Ermek', 'Aibek', 'Kanat', 'Aizada', 'Bektur', 'Chyngyz', 'Emil', 'Adilet', 'Nurzhigit', 'Aikol', 'Tilek'],
  ru: ['Dmitry', 'Artyom', 'Maksim', 'Nikita', 'Ilya', 'Kirill', 'Egor', 'Denis', 'Anastasia', 'Polina', 'Roman', 'Stanislav', 'Vladislav', 'Timur'],
  tr: ['Emre', 'Burak', 'Mert', 'Can', 'Kaan', 'Elif', 'Zeynep', 'Berk', 'Onur', 'Yusuf', 'Baris', 'Ece', 'Furkan', 'Serkan'],
};

export const LAST_NAMES: Record<Origin, readonly string[]> = {
  kz: ['Nurlanov', 'Serikbayev', 'Zhaksybekov', 'Abenov', 'Tokayev', 'Omarov', 'Kassymov', 'Mukhamediyarov', 'Bekov', 'Sadykov'],
  uz: ['Karimov', 'Tursunov', 'Rakhimov', 'Yusupov', 'Akhmedov', 'Nazarov', 'Ergashev', 'Mirzayev', 'Sobirov', 'Khodjayev'],
  kg: ['Asanov', 'Mamatov', 'Toktogulov', 'Sydykov', 'Orozbekov', 'Abdyldayev', 'Zhumabekov', 'Kadyrov'],
  ru: ['Ivanov', 'Smirnov', 'Kuznetsov', 'Popov', 'Volkov', 'Sokolov', 'Morozov', 'Lebedev', 'Orlov', 'Zaitsev'],
  tr: ['Yilmaz', 'Kaya', 'Demir', 'Celik', 'Sahin', 'Yildiz', 'Aydin', 'Ozturk', 'Arslan', 'Dogan'],
};

/** Gamer-tag endings. */
export const TAG_SUFFIXES = ['', 'X', 'Pro', 'GG', 'TTV', 'Ace', 'One', 'Kz', 'Uz', 'Kg', 'Tr', '07', '99', '777', 'Sniper', 'Wolf', 'Hawk'];

export const COUNTRY_OF_ORIGIN: Record<Origin, string> = { kz: 'KZ', uz: 'UZ', kg: 'KG', ru: 'RU', tr: 'TR' };

/** Team names per game (Latin letters, digits and spaces, 4 to 25 characters). */
export const TEAM_NAMES = {
  pubg: [
    'Almaty Wolves', 'Steppe Eagles', 'Tashkent Lions', 'Bishkek Snow Leopards', 'Astana Barys', 'Samarkand Falcons',
    'Nomad Legion', 'Tengri Esports', 'Silk Road Raiders', 'Altyn Qyran', 'Kazan Bears', 'Istanbul Kartal',
    'Shymkent Storm', 'Issyk Kul Sharks', 'Bukhara Knights', 'Ankara Titans',
  ],
  mlbb: ['Aral Dragons', 'Karakol Spirits', 'Fergana Phoenix', 'Moscow Frost', 'Izmir Waves', 'Turan Warriors', 'Osh Tigers', 'Kyzylorda Sun', 'Namangan Blaze', 'Atyrau Oilers'],
} as const;
