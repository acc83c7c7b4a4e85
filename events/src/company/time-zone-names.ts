/**
 * Time zones by their current IANA names. The runtime's list and its canonical names come from ICU
 * (CLDR), which keeps a zone's first name after IANA renamed it: Node 20 and Chromium answer
 * Asia/Calcutta for Asia/Kolkata and Europe/Kiev for Europe/Kyiv. A person looks for the name
 * their country uses now, so the product shows and stores that one. Both names work with Intl and
 * luxon, so a company whose events say an old name keeps working; its row says the new one (the
 * projection writes it, migration 0015 renamed the rows before).
 */

/**
 * ICU's name -> IANA's current one, for the zones IANA renamed (tzdata's `backward` file: spelling
 * fixes and the Argentine, Indiana and Kentucky regions). Links that merely merged zones
 * (Europe/Bratislava to Europe/Prague) are current names of their own and stay.
 */
const renamedZones: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** The zone's current IANA name (Asia/Calcutta: Asia/Kolkata); a name not renamed as it is. */
export const currentTimeZoneName = (zone: string): string => renamedZones[zone] ?? zone;

/** Every zone the runtime knows, by its current name, with UTC, sorted: what a company may choose from. */
export function timeZoneNames(): string[] {
  return [...new Set([...Intl.supportedValuesOf('timeZone').map(currentTimeZoneName), 'UTC'])].sort();
}
