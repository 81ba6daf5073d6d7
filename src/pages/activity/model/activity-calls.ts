import { looseObject, nullable, nullish, string } from 'valibot'
import { declareCall } from '@/services/http/declare'

/** GET invite/directions: the activity rule (rich text, sanitized before display); null reads as no rule. */
export const inviteDirections = declareCall({
  service: 'mall',
  method: 'GET',
  path: '/invite/directions',
  shape: nullable(looseObject({ title: nullish(string()), content: string() })),
})
