import { loadPayload, migrate } from './lib/payload'

const payload = await loadPayload()
await migrate(payload)
await payload.destroy()
process.exit(0)
