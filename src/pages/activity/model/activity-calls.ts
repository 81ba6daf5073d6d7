import { looseObject, nullable, nullish, string } from 'valibot'
import { declareService } from '@/services/http/declare'

const mall = declareService('mall')

/** GET invite/directions: the activity rule (rich text, sanitized before display); null reads as no rule. */
export const inviteDirections = mall.get('/invite/directions', nullable(looseObject({ title: nullish(string()), content: string() })))
