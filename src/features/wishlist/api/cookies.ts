/** One cookie's value from a request's Cookie header. */
export const cookieValue = (header: string | null, name: string) =>
  (header ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([key]) => key === name)?.[1]
