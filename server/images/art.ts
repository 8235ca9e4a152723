/**
 * Generated artwork of the lobby: game icons, the default game icon, vendor logos and banners.
 * Every function is pure (no I/O) and returns a small self-contained SVG document (no external references,
 * generic font families only); serve with `Content-Type: image/svg+xml`.
 */
export { gameIconSvg, defaultGameIconSvg, type GameArtInput } from './game-art'
export { vendorIconSvg, vendorLogoSvg } from './vendor-art'
export { bannerSvg, type BannerArtInput } from './banner-art'
export { avatarSvg } from './avatar-art'
export { rewardSvg, type RewardArtInput } from './reward-art'
