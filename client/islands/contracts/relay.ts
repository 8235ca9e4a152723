/**
 * The contract relays' client (`/wps/relay/MCS2_processDividendReq` and its kin), apart from the
 * islands so each takes only the call it needs.
 */
import type { InferRequestType } from 'hono/client'
import { api, call, type Envelope, type ValueOf } from '../../api'
import { CONTRACT_RELAYS, type ContractTypeName } from '../../../shared/schemas/contract-names'

/** One relay's POST (the four are the same route, mounted once per type). */
type RelayPost = (typeof api.contracts)[(typeof CONTRACT_RELAYS)[ContractTypeName]]['$post']

/** A relay's body, as the route's validator takes it (`ContractActionSchema`). */
export type ContractActionBody = InferRequestType<RelayPost>['json']

/** What a relay answers: a contract (`offer`, `accept`, `refuse`, `terminate`) or `{ mine, team }` (`list`). */
export type ContractAnswer = ValueOf<Awaited<ReturnType<RelayPost>>>

/**
 * A contract relay's POST through the typed client: path and body are checked against the route;
 * the answer is the route's, narrowed by the caller to the one its action gets.
 * @example await contractAction<ContractApi>('DIVIDEND', { action: 'accept', id })
 */
export function contractAction<V extends ContractAnswer = ContractAnswer>(type: ContractTypeName, body: ContractActionBody): Promise<Envelope<V>> {
  return call(api.contracts[CONTRACT_RELAYS[type]].$post({ json: body })) as Promise<Envelope<V>>
}
