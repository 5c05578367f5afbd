/**
 * The most common passwords of at least 8 characters (shorter ones fail the length rule anyway), taken
 * from the top of public breach-frequency lists (RockYou, NCSC's top 100k, "most used passwords" reports),
 * plus keyboard walks and words common in the portal's countries (Russian words typed on a Latin keyboard,
 * city and game names). Compared without case and surrounding spaces. It is shipped with the code and used
 * by the shared new-password schema, so the forms refuse these at once and the API refuses them too.
 */
const LIST = `
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa$$word password! mypassword 1password
12345678 123456789 1234567890 0123456789 12345678910 123456789a 12345678a a12345678 aa123456 aa12345678 abc12345 abcd1234
11111111 111111111 1111111111 00000000 000000000 0000000000 22222222 33333333 55555555 66666666 77777777 88888888 99999999
12121212 12341234 11223344 112233445566 12344321 123123123 123321123 123454321 87654321 987654321 9876543210 123698745
147258369 159753456 741852963 789456123 456789123 147852369 159357456 123456123 1234512345 123412345 121212121 1234567899
qwertyuiop qwertyui qwerty12 qwerty123 qwerty1234 qwerty12345 qwerty123456 qwertyqwerty 1qaz2wsx 1qazxsw2 zaq12wsx zaq1zaq1
1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 1234qwer qwer1234 123qweasd qweasdzxc qazwsxedc 1qaz2wsx3edc
asdfghjk asdfghjkl asdf1234 asdfgh123 zxcvbnm1 zxcvbnmm zxcvbnm123 abcdefgh abcdefg1 a1b2c3d4 a1b2c3d4e5 aaaaaaaa
iloveyou iloveyou1 iloveyou2 iloveu123 sunshine sunshine1 princess princess1 football football1 baseball basketball soccer123
superman batman123 spiderman starwars pokemon1 naruto123 whatever computer internet changeme changeit welcome1 welcome123
trustno1 letmein1 letmein123 monkey123 dragon123 master123 shadow12 shadow123 michael1 jennifer jordan23 michelle nicole12
liverpool chelsea1 arsenal1 barcelona realmadrid manchester juventus mustang1 samsung1 samsung123 iphone123 google123 facebook
instagram whatsapp telegram password01 admin123 admin1234 administrator root1234 qwerty01 test1234 testtest 123abc123
gfhjkm123 gfhjkm12 gfhjkmgfhjkm ghbdtn123 ghbdtnrfr qwertyuiop123 йцукенгш йцукен123 йцукенгшщз пароль123 парольпароль
kazakhstan almaty123 astana123 tashkent uzbekistan kyrgyzstan bishkek123 moscow123 istanbul turkiye1 russia123
pubgmobile pubg1234 pubg12345 mobilelegends mlbb1234 esports123 freefire gamer123 minecraft fortnite
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter((word) => word !== ''));

const normalize = (password: string) => password.trim().toLowerCase();

/** True when the password (ignoring case and surrounding spaces) is one of the most common ones. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(normalize(password));
}
