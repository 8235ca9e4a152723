/**
 * The sandbox vendor's poker lobby: a few tables for every PVP game it serves, with blinds and
 * buy-ins scaled from the game's minimum bet. Tables are derived from the game (stable ids and
 * stakes); their seated players change every 5 minutes, as a lobby's would.
 * Amounts are minor units; times UTC ms.
 * @see product-spec §7 "Poker rooms (T) /wps/relay/GLS2_roomList"
 */
import { createHash } from 'node:crypto'
import type { Platform } from '../../platform'

export interface RoomGame {
  nodeId: string
  gameCode: string
  gameName: string
  vassalage: string
  classification: string /** minor units */
  minBet: number
}

export interface PokerRoom {
  roomId: string
  nodeId: string
  gameCode: string
  gameName: string
  vassalage: string
  classification: string
  /** Stakes tier: 1 micro, 2 low, 3 high. */
  tier: 1 | 2 | 3
  smallBlind: number
  bigBlind: number
  minBuyIn: number
  maxBuyIn: number
  seats: 6 | 9
  players: number
  status: 'WAITING' | 'PLAYING'
}

const TIERS = [1, 5, 25] as const
const PLAYER_BUCKET_MS = 5 * 60_000

function hash32(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0)
}

/** Three tables per game (micro, low, high stakes); `now` decides who is seated. */
export function roomsFor(games: readonly RoomGame[], now: number): PokerRoom[] {
  const bucket = Math.floor(now / PLAYER_BUCKET_MS)
  return games.flatMap((g) =>
    TIERS.map((k, i) => {
      const roomId = `${g.vassalage}-${g.gameCode}-T${i + 1}`
      const smallBlind = Math.max(1, g.minBet) * k
      const bigBlind = smallBlind * 2
      const seats = hash32(roomId) % 2 === 0 ? 6 : 9
      const players = hash32(`${roomId}:${bucket}`) % (seats + 1)
      return {
        roomId,
        nodeId: g.nodeId,
        gameCode: g.gameCode,
        gameName: g.gameName,
        vassalage: g.vassalage,
        classification: g.classification,
        tier: (i + 1) as 1 | 2 | 3,
        smallBlind,
        bigBlind,
        minBuyIn: bigBlind * 40,
        maxBuyIn: bigBlind * 200,
        seats,
        players,
        status: players >= 2 ? 'PLAYING' : 'WAITING',
      }
    }),
  )
}

/** What a room list is narrowed by (GLS2_roomList's query, the /pvp page's vendor tab and classification). */
export interface RoomFilter {
  vassalage?: string
  gameClassify?: string
  gameCode?: string
}

/**
 * The tables of every PVP game the catalogue lists (the sandbox vendor serves them all), narrowed by
 * `filter`, in catalogue order, three per game. Shared by GLS2_roomList and the /pvp page.
 */
export function listRooms(platform: Platform, filter: RoomFilter, now: number): PokerRoom[] {
  const { games } = platform.games.list({ gameType: 'PVP', vassalage: filter.vassalage, gameClassify: filter.gameClassify, pageNo: 1, pageSize: 10_000 })
  return roomsFor(
    games
      .filter((g) => !filter.gameCode || g.gameCode === filter.gameCode)
      .map((g) => ({
        nodeId: g.nodeId,
        gameCode: g.gameCode,
        gameName: g.gameName,
        vassalage: g.vassalage,
        classification: g.gameClassify,
        minBet: g.minBet,
      })),
    now,
  )
}
