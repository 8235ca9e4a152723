import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Port and data folder of the server the browser tests run against (fresh each run).
 * E2E_PORT / E2E_DATA_DIR let two runs share a machine without meeting.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3999)
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), 'lobby-e2e-data')
