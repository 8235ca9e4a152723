'use client'
/** On /seamless, a game's own "back to lobby" (message `game:close`) returns to the lobby. */
import { navigate } from '../../router'
import { useGameMessages } from '../game-frame'

export function SeamlessMessages() {
  useGameMessages((m) => {
    if (m.type === 'game:close') navigate('/')
  })
  return null
}
