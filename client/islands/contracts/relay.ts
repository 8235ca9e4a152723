/**
 * The contract relays' client (`/wps/relay/MCS2_processDividendReq` and its kin), apart from
 * client/api.ts so the lobby's first load does not carry the contract schemas.
 */
import { hc, type ClientResponse } from 'hono/client'
import type { Hono } from 'hono'
import type { z } from 'zod'
import { call, options, type Envelope } from '../../api'
import { CONTRACT_RELAYS, type ContractActionSchema, type ContractTypeName } from '../../../shared/schemas/contracts'

/**
 * A contract relay (`/wps/relay/MCS2_processDividendReq` and its kin): agent-contracts.ts mounts the
 * four in a loop, so their routes do not reach hc's types. The body is typed by the shared schema,
 * the answer by the caller. TODO(issue 15): chain the four `.route(…)` calls and use `api`.
 */
export function contractAction<V = unknown>(type: ContractTypeName, body: z.input<typeof ContractActionSchema>): Promise<Envelope<V>> {
  const relay = hc<Hono>(`/wps/relay/${CONTRACT_RELAYS[type]}`, options) as unknown as {
    index: { $post: (args: { json: typeof body }) => Promise<ClientResponse<{ success: true; value: V }, number, 'json'>> }
  }
  return call(relay.index.$post({ json: body }))
}
