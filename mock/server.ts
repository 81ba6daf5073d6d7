import { buildMockApp } from './app'
import { storefrontOriginsFrom } from './return-address'

const port = Number(process.env.MOCK_PORT ?? 9527)
const host = process.env.MOCK_HOST ?? '127.0.0.1'

async function main(): Promise<void> {
  const app = await buildMockApp({
    logger: process.env.MOCK_LOG === '1',
    storefrontOrigins: storefrontOriginsFrom(process.env.MOCK_STOREFRONT_ORIGINS),
  })
  await app.listen({ port, host })
  console.log(`mock services on http://${host}:${port}`)
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
