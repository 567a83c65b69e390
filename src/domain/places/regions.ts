/**
 * The first-level regions a form's region field offers once a country is chosen (issue 18:
 * "region the regions of the chosen country where known"; free text for the others). Each
 * under the name the region itself uses (as on an address, and as its people know it), in the
 * order of ISO 3166-2. The markets the brand sells in and their neighbours.
 */
import { italianProvinces } from './italianProvinces'

export const regionsByCountry: Readonly<Record<string, readonly string[]>> = {
  IT: [
    'Abruzzo', 'Basilicata', 'Calabria', 'Campania', 'Emilia-Romagna', 'Friuli-Venezia Giulia', 'Lazio', 'Liguria', 'Lombardia', 'Marche',
    'Molise', 'Piemonte', 'Puglia', 'Sardegna', 'Sicilia', 'Toscana', 'Trentino-Alto Adige/Südtirol', 'Umbria', 'Valle d’Aosta/Vallée d’Aoste', 'Veneto',
  ],
  FR: [
    'Auvergne-Rhône-Alpes', 'Bourgogne-Franche-Comté', 'Bretagne', 'Centre-Val de Loire', 'Corse', 'Grand Est', 'Hauts-de-France', 'Île-de-France',
    'Normandie', 'Nouvelle-Aquitaine', 'Occitanie', 'Pays de la Loire', 'Provence-Alpes-Côte d’Azur', 'Guadeloupe', 'Guyane', 'La Réunion', 'Martinique', 'Mayotte',
  ],
  DE: [
    'Baden-Württemberg', 'Bayern', 'Berlin', 'Brandenburg', 'Bremen', 'Hamburg', 'Hessen', 'Mecklenburg-Vorpommern', 'Niedersachsen',
    'Nordrhein-Westfalen', 'Rheinland-Pfalz', 'Saarland', 'Sachsen', 'Sachsen-Anhalt', 'Schleswig-Holstein', 'Thüringen',
  ],
  AT: ['Burgenland', 'Kärnten', 'Niederösterreich', 'Oberösterreich', 'Salzburg', 'Steiermark', 'Tirol', 'Vorarlberg', 'Wien'],
  CH: [
    'Aargau', 'Appenzell Ausserrhoden', 'Appenzell Innerrhoden', 'Basel-Landschaft', 'Basel-Stadt', 'Bern / Berne', 'Fribourg / Freiburg', 'Genève', 'Glarus',
    'Graubünden / Grigioni / Grischun', 'Jura', 'Luzern', 'Neuchâtel', 'Nidwalden', 'Obwalden', 'Schaffhausen', 'Schwyz', 'Solothurn', 'St. Gallen',
    'Thurgau', 'Ticino', 'Uri', 'Valais / Wallis', 'Vaud', 'Zug', 'Zürich',
  ],
  ES: [
    'Andalucía', 'Aragón', 'Asturias', 'Canarias', 'Cantabria', 'Castilla y León', 'Castilla-La Mancha', 'Cataluña / Catalunya', 'Ceuta',
    'Comunidad de Madrid', 'Comunitat Valenciana', 'Extremadura', 'Galicia', 'Illes Balears', 'La Rioja', 'Melilla', 'Región de Murcia',
    'Comunidad Foral de Navarra', 'País Vasco / Euskadi',
  ],
  GB: ['England', 'Northern Ireland', 'Scotland', 'Wales'],
  US: [
    'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'District of Columbia', 'Florida', 'Georgia',
    'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan',
    'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York',
    'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota',
    'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming',
  ],
  CN: [
    '北京市', '天津市', '河北省', '山西省', '内蒙古自治区', '辽宁省', '吉林省', '黑龙江省', '上海市', '江苏省', '浙江省', '安徽省', '福建省', '江西省', '山东省',
    '河南省', '湖北省', '湖南省', '广东省', '广西壮族自治区', '海南省', '重庆市', '四川省', '贵州省', '云南省', '西藏自治区', '陕西省', '甘肃省', '青海省',
    '宁夏回族自治区', '新疆维吾尔自治区', '香港特别行政区', '澳门特别行政区',
  ],
}

/** The regions of a country, or null where they are not known (the field is then free text). */
export function regionsOf(country: string): readonly string[] | null {
  return Object.hasOwn(regionsByCountry, country) ? (regionsByCountry[country] ?? null) : null
}

/** The Italian provinces as a form offers them: 'Milano (MI)', in alphabetical order of the name. */
export const italianProvinceChoices: readonly string[] = Object.entries(italianProvinces)
  .map(([code, name]) => `${name} (${code})`)
  .sort((a, b) => a.localeCompare(b, 'it'))

/** The provinces of a country as a list (Italy), or null: free text. */
export function provincesOf(country: string): readonly string[] | null {
  return country === 'IT' ? italianProvinceChoices : null
}

/** The shape of a postal code where a form checks it (the others: letters, digits, spaces and hyphens). */
const postalCodePatterns: Readonly<Record<string, RegExp>> = {
  IT: /^\d{5}$/,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
  ES: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  US: /^\d{5}(-\d{4})?$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  RU: /^\d{6}$/,
  CN: /^\d{6}$/,
}

/** Whether a postal code has the shape its country uses (any country: only letters, digits, spaces and hyphens). */
export function isPostalCode(code: string, country: string): boolean {
  if (!/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u.test(code)) return false
  const pattern = Object.hasOwn(postalCodePatterns, country) ? postalCodePatterns[country] : undefined
  return pattern ? pattern.test(code) : true
}
