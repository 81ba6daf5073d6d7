import { looseObject, nullable, nullish, string } from 'valibot'

/** invite/directions: the activity rule (rich text); null reads as no rule. */
export const directionsShape = nullable(looseObject({ title: nullish(string()), content: string() }))
