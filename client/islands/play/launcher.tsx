'use client'
/**
 * The game launcher island (spec §2 "Game tile", popups: game; §4 launch routing), mounted once by
 * the layout. Tiles are server-rendered links, so until one is used this island only listens (issue
 * 16, decision 0039): the first click on a game tile (`a.tile[data-node-id]`) or a launching vendor
 * card (`[data-launch]`) loads the launcher (game-launcher.tsx, with the game frame) and hands it
 * that click; pointing at or focusing a tile loads it ahead. Ctrl/⌘-click and middle click keep the
 * link's own target.
 */
import { onDemand } from '../../components/on-demand'
import type { TileLabels } from '../../components/game-tile'
import { LAUNCH_SELECTOR, launches } from './launch-targets'

export type Viewer = 'guest' | 'trial' | 'member'

export interface LauncherLabels {
  loading: string
  close: string
  fullscreen: string
  exitFullscreen: string
  failed: string
  retry: string
  network: string
  needTrueTitle: string
  needTrueText: string
  register: string
  cancel: string
  vendorGames: string
  vendorLoading: string
  vendorEmpty: string
  vendorFailed: string
}

/** Props the layout passes (all serialisable). */
export interface GameLauncherProps {
  viewer: Viewer
  labels: LauncherLabels
  tileLabels: TileLabels
  imageBase: string
}

/** The game launcher (see the module comment); renders nothing until a tile is used. */
export const GameLauncher = onDemand<GameLauncherProps>(() => import('./game-launcher'), { selector: LAUNCH_SELECTOR, accepts: launches })
