import type { CheeseRequest } from '@types-api/api/content'
import { declareService, sends } from '@/services/http/declare'
import { productPageShape } from '@/services/api/product-item'

const mall = declareService('mall')

/** POST product/cheese: short micro-courses, paged. */
export const cheeseCourses = mall.post('/product/cheese', productPageShape, { body: sends<CheeseRequest> })
