import { buildMockApp } from './app'
import { growthFromEnv, type DataGrowth } from './data-growth'
import { storefrontOriginsFrom } from './return-address'

const port = Number(process.env.MOCK_PORT ?? 9527)
const host = process.env.MOCK_HOST ?? '127.0.0.1'

function growthOrExit(): DataGrowth {
  try {
    return growthFromEnv()
  } catch (e) {
    console.error((e as Error).message)
    process.exit(1)
  }
}

async function main(): Promise<void> {
  const growth = growthOrExit()
  const app = await buildMockApp({
    logger: process.env.MOCK_LOG === '1',
    storefrontOrigins: storefrontOriginsFrom(process.env.MOCK_STOREFRONT_ORIGINS),
    growth,
  })
  await app.listen({ port, host })
  console.log(`mock services on http://${host}:${port}${growth > 1 ? ` (long lists × ${growth}, MOCK_GROWTH)` : ''}`)
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
