import cors from '@fastify/cors'
import Fastify, { type FastifyInstance } from 'fastify'
import { createContext, type MockContext } from './context'
import { registerFaults } from './faults'
import authRoutes from './routes/auth'
import homeRoutes from './routes/home'
import mapsRoutes from './routes/maps'
import pageRoutes from './routes/pages'
import userRoutes from './routes/user'
import catalogRoutes from './routes/catalog'
import cartRoutes from './routes/cart'
import checkoutRoutes from './routes/checkout'
import contentRoutes from './routes/content'
import regionRoutes from './routes/region'
import productDetailRoutes from './routes/product-detail'
import orderRoutes from './routes/orders'
import addressRoutes from './routes/address'
import articleRoutes from './routes/article'
import noticeRoutes from './routes/notice'
import questionnaireRoutes from './routes/questionnaire'
import activityRoutes from './routes/activity'
import distributionRoutes from './routes/distribution'
import shareRoutes from './routes/share'
import accountRoutes from './routes/account'
import courseRoutes from './routes/course'
import scheduleRoutes from './routes/schedule'
import assessmentRoutes from './routes/assessment'
import errorReportRoutes from './routes/error-reports'
import { createState, type MockState } from './state'
import { checkedGrowth, type DataGrowth } from './data-growth'
import { absoluteMockPictures } from './pictures'
import { requestOrigin } from './seed/products'

export interface MockOptions {
  /** Seed for the generated data; the same seed gives the same data. */
  seed?: number
  logger?: boolean
  /** Where the login page may send the parent back to (besides loopback); see return-address.ts. */
  storefrontOrigins?: readonly string[]
  /** Multiplies the rows of the long lists by 10 or 100 (default 1: the ordinary seed); see data-growth.ts. */
  growth?: DataGrowth
}

export type MockRoutes = (app: FastifyInstance, ctx: MockContext) => Promise<void>

/** Every service area; later areas add their module here. */
const AREAS: MockRoutes[] = [
  authRoutes,
  userRoutes,
  homeRoutes,
  mapsRoutes,
  pageRoutes,
  catalogRoutes,
  cartRoutes,
  checkoutRoutes,
  orderRoutes,
  addressRoutes,
  contentRoutes,
  regionRoutes,
  productDetailRoutes,
  articleRoutes,
  noticeRoutes,
  questionnaireRoutes,
  activityRoutes,
  distributionRoutes,
  shareRoutes,
  accountRoutes,
  courseRoutes,
  scheduleRoutes,
  assessmentRoutes,
  errorReportRoutes,
]

/**
 * The local stand-in for the production services. Tests use it in-process (`app.inject`);
 * `npm run mock` and the browser tests serve it over HTTP.
 */
export async function buildMockApp(options: MockOptions = {}): Promise<FastifyInstance> {
  const seed = options.seed ?? 20261121
  const growth = checkedGrowth(options.growth)
  let state: MockState = createState(seed, growth)
  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true })
  await app.register(cors, { origin: true, credentials: true, methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'] })
  // The app sends `content-type: application/json` also on DELETE/PUT without a body (order delete,
  // confirm receipt); real services accept that, so an empty JSON body is read as no body.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    if (body === '') return done(null, undefined)
    try {
      done(null, JSON.parse(body as string))
    } catch {
      done(Object.assign(new Error('Invalid JSON body'), { statusCode: 400 }), undefined)
    }
  })
  registerFaults(app)
  // pictures the mock serves go out as absolute addresses, as a real service's CDN links do: a
  // mini-program reads '/mock/…' as a file inside its own package, and the dev build is on another port
  app.addHook('preSerialization', async (req, _reply, payload) => absoluteMockPictures(payload, requestOrigin(req)))
  app.post('/__mock__/reset', async () => {
    state = createState(seed, growth)
    return { ok: true }
  })
  app.get('/__mock__/health', async () => ({ ok: true, seed, growth }))
  const ctx = createContext(() => state, options.storefrontOrigins)
  for (const area of AREAS) await area(app, ctx)
  return app
}
