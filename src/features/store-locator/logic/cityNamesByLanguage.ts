/**
 * The names major cities go by in our Latin-script languages, by GeoNames id, where they differ
 * from the gazetteer's own (mostly English) name: the offline map writes 'München' on the German
 * page, 'Milano' on the Italian one. Russian and Chinese names come from `alternateCityNames`
 * (by script). The same cities as that table; a city missing here keeps the gazetteer's name.
 */
export const cityNamesByLanguage: Readonly<Record<number, Readonly<Partial<Record<'it' | 'de' | 'es' | 'fr', string>>>>> = {
  3173435: { it: 'Milano', de: 'Mailand', es: 'Milán' },
  3169070: { it: 'Roma', de: 'Rom', es: 'Roma' },
  3176959: { it: 'Firenze', de: 'Florenz', es: 'Florencia' },
  3164603: { it: 'Venezia', de: 'Venedig', es: 'Venecia', fr: 'Venise' },
  3172394: { it: 'Napoli', de: 'Neapel', es: 'Nápoles' },
  3165524: { it: 'Torino', es: 'Turín' },
  3176219: { it: 'Genova', de: 'Genua', es: 'Génova', fr: 'Gênes' },
  3181928: { es: 'Bolonia', fr: 'Bologne' },
  2867714: { it: 'Monaco di Baviera', de: 'München', es: 'Múnich' },
  2761369: { de: 'Wien', es: 'Viena', fr: 'Vienne' },
  2657896: { it: 'Zurigo', es: 'Zúrich', fr: 'Zurich' },
  2950159: { it: 'Berlino', es: 'Berlín' },
  2925533: { it: 'Francoforte', es: 'Fráncfort', fr: 'Francfort' },
  2911298: { it: 'Amburgo', es: 'Hamburgo', fr: 'Hambourg' },
  2988507: { it: 'Parigi', es: 'París' },
  2643743: { it: 'Londra', es: 'Londres', fr: 'Londres' },
  3128760: { it: 'Barcellona', fr: 'Barcelone' },
  2267057: { it: 'Lisbona', de: 'Lissabon', es: 'Lisboa', fr: 'Lisbonne' },
  3067696: { it: 'Praga', de: 'Prag', es: 'Praga' },
  756135: { it: 'Varsavia', de: 'Warschau', es: 'Varsovia', fr: 'Varsovie' },
  2800866: { it: 'Bruxelles', de: 'Brüssel', es: 'Bruselas', fr: 'Bruxelles' },
  264371: { it: 'Atene', de: 'Athen', es: 'Atenas', fr: 'Athènes' },
  2618425: { it: 'Copenaghen', de: 'Kopenhagen', es: 'Copenhague', fr: 'Copenhague' },
  2747373: { it: 'L’Aia', de: 'Den Haag', es: 'La Haya', fr: 'La Haye' },
  524901: { it: 'Mosca', de: 'Moskau', es: 'Moscú', fr: 'Moscou' },
  498817: { it: 'San Pietroburgo', de: 'Sankt Petersburg', es: 'San Petersburgo', fr: 'Saint-Pétersbourg' },
  1816670: { it: 'Pechino', de: 'Peking', es: 'Pekín', fr: 'Pékin' },
  1850147: { de: 'Tokio', es: 'Tokio' },
  5128581: { es: 'Nueva York' },
  3530597: { it: 'Città del Messico', de: 'Mexiko-Stadt', es: 'Ciudad de México', fr: 'Mexico' },
  3448439: { it: 'San Paolo' },
  1880252: { de: 'Singapur', es: 'Singapur', fr: 'Singapour' },
  745044: { es: 'Estambul' },
  360630: { it: 'Il Cairo', de: 'Kairo', es: 'El Cairo', fr: 'Le Caire' },
  683506: { it: 'Bucarest', de: 'Bukarest', es: 'Bucarest', fr: 'Bucarest' },
  792680: { it: 'Belgrado', de: 'Belgrad', es: 'Belgrado', fr: 'Belgrade' },
}
