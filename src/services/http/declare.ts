import type { GenericSchema, InferOutput } from 'valibot'
import type { ServiceHosts } from '@/config/app-config'
import { withQuery } from '@/utils/url'
import { ignoresData } from './shape'
import type { HttpMethod, ResponseRule, Send } from './types'

type QueryValue = string | number | boolean | null | undefined

/**
 * One service call, declared once as data: which service and path, the method, how its answer is
 * judged (`rule`), the valibot shape of what the app reads, and how the call's input becomes the
 * request. The TypeScript type of the answer is derived from the shape (`Answer<typeof call>`),
 * never written beside it.
 *
 *   export const cartList = declareCall({ service: 'mall', method: 'GET', path: '/cart', shape: listShape(cartItemShape) })
 *   const rows = await call(cartList)
 *
 * The app's areas declare through `declareService` (below), which fills in the service and method.
 */
export interface CallDeclaration<S extends GenericSchema, In> {
  service: keyof ServiceHosts
  method: HttpMethod
  /** the path under the service's base; a function of the input for ids in the path */
  path: string | ((input: In) => string)
  /** how the answer is judged; left out, `code0` (the envelope's code 0 is success), as most calls are */
  rule?: ResponseRule
  /** what the app reads of the answer's data (the whole body for the `plain` rule) */
  shape: S
  /** query parameters (GET calls also send `body` as the query, as Taro does) */
  query?: (input: In) => Record<string, QueryValue>
  /** the JSON body */
  body?: (input: In) => unknown
  header?: Record<string, string>
  /** login itself and public pages do not wait for login readiness */
  skipLoginWait?: boolean
  /** third-party hosts get no bearer header */
  skipAuth?: boolean
}

/** A declared call: the declaration, typed by its shape and its input, with its rule stated. */
export type Declared<S extends GenericSchema, In> = Readonly<CallDeclaration<S, In> & { rule: ResponseRule }>

/** The answer a declared call resolves with: the output type of its shape. */
export type Answer<D> = D extends { readonly shape: infer S extends GenericSchema } ? InferOutput<S> : never

export function declareCall<S extends GenericSchema, In = void>(declaration: CallDeclaration<S, In>): Declared<S, In> {
  return Object.freeze({ ...declaration, rule: declaration.rule ?? 'code0' })
}

/** What every call of one service has in common (a service that answers with the `auth` rule, or does not wait for login). */
export type ServiceDefaults = Pick<CallDeclaration<GenericSchema, unknown>, 'rule' | 'header' | 'skipLoginWait' | 'skipAuth'>

/** What a call adds to its path and shape: how its input becomes the query or the body, and its own rule or flags. */
export type CallOptions<In> = Pick<CallDeclaration<GenericSchema, In>, 'rule' | 'query' | 'body' | 'header' | 'skipLoginWait' | 'skipAuth'>

/**
 * The calls of one service, declared by method, path and shape, with what all of them share said once:
 *
 *   const mall = declareService('mall')
 *   export const cartAdd = mall.post('/cart', noData, { body: sends<CartAddRequest> })
 *   export const orderDetail = mall.get((id: string) => `/order/${id}`, orderShape)
 */
export function declareService(service: keyof ServiceHosts, defaults: ServiceDefaults = {}) {
  const verb =
    (method: HttpMethod) =>
    <S extends GenericSchema, In = void>(path: string | ((input: In) => string), shape: S, options: CallOptions<In> = {}) =>
      declareCall<S, In>({ service, method, path, shape, ...defaults, ...options })
  return { get: verb('GET'), post: verb('POST'), put: verb('PUT'), delete: verb('DELETE') }
}

/** The call's input sent as it is, as its JSON body or query: `body: sends<CartAddRequest>`. */
export const sends = <T>(input: T): T => input

/** A call whose answer the app does not read (only success or failure counts). */
export const noData = ignoresData

/**
 * The one sender of declared calls: builds the request, sends it through the interceptor chain
 * (which applies the rule and checks the shape, see interceptors.ts and shape.ts), and unwraps the
 * envelope's `data` (the body itself for `plain` calls).
 */
export type Call = <S extends GenericSchema, In>(declared: Declared<S, In>, ...input: In extends void ? [] : [In]) => Promise<InferOutput<S>>

export function createCall(send: Send, hosts: ServiceHosts): Call {
  return async (declared, ...rest) => {
    const input = rest[0] as Parameters<NonNullable<typeof declared.body>>[0]
    const path = typeof declared.path === 'function' ? declared.path(input) : declared.path
    const url = withQuery(`${hosts[declared.service]}${path}`, declared.query ? declared.query(input) : {})
    const body = await send<unknown>({
      url,
      method: declared.method,
      data: declared.body ? declared.body(input) : undefined,
      header: declared.header,
      rule: declared.rule,
      shape: declared.shape,
      skipLoginWait: declared.skipLoginWait,
      skipAuth: declared.skipAuth,
    })
    return (declared.rule === 'plain' ? body : (body as { data?: unknown } | null)?.data) as InferOutput<typeof declared.shape>
  }
}
